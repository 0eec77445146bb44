/**
 * The gallery: a filter per category it has, tiles in order, and a
 * keyboard-accessible lightbox that steps through the projects shown. The
 * behavior is proved on projects made here (photos and illustrations), so the
 * owner's own projects, however many and whichever categories, never change
 * what these prove; the first test checks the page's default is
 * src/data/gallery.ts as it is. tests/unit/ownerData.test.tsx renders
 * generated galleries of 1 to 12 projects.
 */
import React from 'react';
import {fireEvent, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Gallery from '@site/src/components/Gallery';
import {galleryCategories, galleryItems, type GalleryCategory, type GalleryItem} from '@site/src/data/gallery';

/** A project of the given category: an illustration unless an image (a photo) is given. */
const project = (slug: string, category: GalleryCategory, image = `/img/gallery/${slug}.svg`): GalleryItem => ({
  slug,
  title: `Project ${slug}`,
  category,
  image,
  alt: image.endsWith('.svg') ? `Illustration of project ${slug}` : `Photo of project ${slug}`,
  description: `What was built for project ${slug}.`,
  location: 'Anywhere, TN',
});

/** Seven projects, two of them photos, in every category, some with more than one project. */
const projects: GalleryItem[] = [
  project('a', 'Composite'),
  project('b', 'Wood'),
  project('c', 'Composite', '/img/gallery/c.jpg'),
  project('d', 'Repair/Remodel'),
  project('e', 'Wood'),
  project('f', 'Multi-level'),
  project('g', 'Wood', '/img/gallery/g.jpg'),
];
const titles = (items: readonly GalleryItem[]) => items.map((i) => i.title);
const inCategory = (category: GalleryCategory) => projects.filter((i) => i.category === category);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A filter button, found inside the filter group (tile titles can share words with categories). */
function filterButton(name: string): HTMLElement {
  const group = screen.getByRole('group', {name: 'Filter projects by category'});
  // Accessible names read like "Composite, 2 projects".
  return within(group).getByRole('button', {name: new RegExp(`^${escape(name)}\\s*,\\s*\\d+ projects?$`)});
}

function tileTitles(): string[] {
  const list = screen.getAllByRole('list').find((l) => l.tagName === 'UL');
  if (!list) throw new Error('no tile list');
  return within(list)
    .getAllByRole('heading', {level: 3})
    .map((h) => h.textContent ?? '');
}

describe('Gallery', () => {
  test('shows every project of src/data/gallery.ts by default, with All pressed and a filter per category it has', () => {
    render(<Gallery />);
    expect(tileTitles()).toEqual(titles(galleryItems));
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'true');
    const group = screen.getByRole('group', {name: 'Filter projects by category'});
    const present = galleryCategories.filter((c) => galleryItems.some((i) => i.category === c));
    expect(within(group).getAllByRole('button')).toHaveLength(present.length + 1);
    for (const category of present) {
      const count = galleryItems.filter((i) => i.category === category).length;
      expect(filterButton(category)).toHaveAccessibleName(new RegExp(`, ${count} project${count === 1 ? '' : 's'}$`));
    }
  });

  test('a category filter shows only that category and marks itself pressed', async () => {
    const user = userEvent.setup();
    render(<Gallery items={projects} />);
    expect(tileTitles()).toEqual(titles(projects));
    const composite = filterButton('Composite');
    await user.click(composite);
    expect(composite).toHaveAttribute('aria-pressed', 'true');
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'false');
    expect(tileTitles()).toEqual(titles(inCategory('Composite')));

    await user.click(filterButton('Repair/Remodel'));
    expect(tileTitles()).toEqual(titles(inCategory('Repair/Remodel')));

    await user.click(filterButton('All'));
    expect(tileTitles()).toEqual(titles(projects));
  });

  test('opening a tile shows the lightbox with its title; Escape closes it and focus returns to the tile', async () => {
    const user = userEvent.setup();
    render(<Gallery items={projects} />);
    // A photo: its tile and its lightbox say nothing of an illustration.
    const item = projects[2];
    const tile = screen.getByRole('button', {name: item.title});
    expect(tile.closest('li')).not.toHaveTextContent('Illustration');
    await user.click(tile);

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName(item.title);
    expect(within(dialog).getByRole('img', {name: item.alt})).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('Illustration');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tile).toHaveFocus();
  });

  test('previous/next buttons and arrow keys move through the projects, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Gallery items={projects} />);
    const last = projects[projects.length - 1];
    await user.click(screen.getByRole('button', {name: projects[0].title}));
    let dialog = await screen.findByRole('dialog');

    await user.click(within(dialog).getByRole('button', {name: 'Next project'}));
    dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName(projects[1].title);

    fireEvent.keyDown(dialog, {key: 'ArrowRight'});
    expect(screen.getByRole('dialog')).toHaveAccessibleName(projects[2].title);

    fireEvent.keyDown(screen.getByRole('dialog'), {key: 'ArrowLeft'});
    fireEvent.keyDown(screen.getByRole('dialog'), {key: 'ArrowLeft'});
    fireEvent.keyDown(screen.getByRole('dialog'), {key: 'ArrowLeft'});
    expect(screen.getByRole('dialog')).toHaveAccessibleName(last.title);

    // Closing after moving returns focus to the tile of the project last shown.
    await user.click(within(screen.getByRole('dialog')).getByRole('button', {name: 'Close'}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', {name: last.title})).toHaveFocus();
  });

  test('the lightbox steps only through the filtered projects', async () => {
    const user = userEvent.setup();
    render(<Gallery items={projects} />);
    await user.click(filterButton('Wood'));
    const wood = inCategory('Wood');
    await user.click(screen.getByRole('button', {name: wood[wood.length - 1].title}));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', {name: 'Next project'}));
    // From the last wood project, the next is the first wood project, not the project after it in the list.
    expect(screen.getByRole('dialog')).toHaveAccessibleName(wood[0].title);
  });
});
