import React from 'react';
import {fireEvent, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Gallery from '@site/src/components/Gallery';
import {galleryItems} from '@site/src/data/gallery';

/** A filter button, found inside the filter group (tile titles can share words with categories). */
function filterButton(name: string): HTMLElement {
  const group = screen.getByRole('group', {name: 'Filter projects by category'});
  // Accessible names read like "Composite, 2 projects".
  return within(group).getByRole('button', {name: new RegExp(`^${name}\\s*,\\s*\\d+ projects?$`)});
}

function tileTitles(): string[] {
  const list = screen.getAllByRole('list').find((l) => l.tagName === 'UL');
  if (!list) throw new Error('no tile list');
  return within(list)
    .getAllByRole('heading', {level: 3})
    .map((h) => h.textContent ?? '');
}

describe('Gallery', () => {
  test('shows all six projects by default with All pressed', () => {
    render(<Gallery />);
    expect(tileTitles()).toEqual(galleryItems.map((i) => i.title));
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'true');
  });

  test('a category filter shows only that category and marks itself pressed', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    const composite = filterButton('Composite');
    await user.click(composite);
    expect(composite).toHaveAttribute('aria-pressed', 'true');
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'false');
    const expected = galleryItems.filter((i) => i.category === 'Composite').map((i) => i.title);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(galleryItems.length);
    expect(tileTitles()).toEqual(expected);

    await user.click(filterButton('Repair/Remodel'));
    expect(tileTitles()).toEqual(galleryItems.filter((i) => i.category === 'Repair/Remodel').map((i) => i.title));

    await user.click(filterButton('All'));
    expect(tileTitles()).toHaveLength(6);
  });

  test('opening a tile shows the lightbox with its title; Escape closes it and focus returns to the tile', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    const item = galleryItems[2];
    const tile = screen.getByRole('button', {name: item.title});
    await user.click(tile);

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName(item.title);
    expect(within(dialog).getByRole('img', {name: item.alt})).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tile).toHaveFocus();
  });

  test('previous/next buttons and arrow keys move through the projects, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', {name: galleryItems[0].title}));
    let dialog = await screen.findByRole('dialog');

    await user.click(within(dialog).getByRole('button', {name: 'Next project'}));
    dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName(galleryItems[1].title);

    fireEvent.keyDown(dialog, {key: 'ArrowRight'});
    expect(screen.getByRole('dialog')).toHaveAccessibleName(galleryItems[2].title);

    fireEvent.keyDown(screen.getByRole('dialog'), {key: 'ArrowLeft'});
    fireEvent.keyDown(screen.getByRole('dialog'), {key: 'ArrowLeft'});
    fireEvent.keyDown(screen.getByRole('dialog'), {key: 'ArrowLeft'});
    expect(screen.getByRole('dialog')).toHaveAccessibleName(galleryItems[galleryItems.length - 1].title);

    // Closing after moving returns focus to the tile of the project last shown.
    await user.click(within(screen.getByRole('dialog')).getByRole('button', {name: 'Close'}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', {name: galleryItems[galleryItems.length - 1].title})).toHaveFocus();
  });

  test('the lightbox steps only through the filtered projects', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(filterButton('Wood'));
    const wood = galleryItems.filter((i) => i.category === 'Wood');
    await user.click(screen.getByRole('button', {name: wood[0].title}));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', {name: 'Next project'}));
    expect(screen.getByRole('dialog')).toHaveAccessibleName(wood[1 % wood.length].title);
  });
});
