import fs from 'fs';
import path from 'path';
import {testimonials} from '@site/src/data/testimonials';
import {galleryCategories, galleryItems} from '@site/src/data/gallery';
import {business} from '@site/src/data/business';

const root = path.resolve(__dirname, '../..');

describe('testimonials data', () => {
  test.each(testimonials.map((t) => [t.name, t] as const))(
    '%s: rated 5, named by first name and initial, with real text',
    (_, t) => {
      expect(t.rating).toBe(5);
      expect(t.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(t.text.length).toBeGreaterThan(80);
      expect(t.text.length).toBeLessThanOrEqual(600);
    },
  );

  test('reviewers are all different', () => {
    expect(new Set(testimonials.map((t) => t.name)).size).toBe(testimonials.length);
  });

  test('reviews never carry the phone number', () => {
    const digits = business.phone.e164.slice(-7);
    for (const t of testimonials) {
      expect(t.text).not.toContain(business.phone.display);
      expect(t.text.replace(/\D/g, '')).not.toContain(digits);
    }
  });
});

describe('gallery data', () => {
  test('has projects with unique slugs and known categories', () => {
    expect(galleryItems.length).toBeGreaterThan(0);
    expect(new Set(galleryItems.map((g) => g.slug)).size).toBe(galleryItems.length);
    for (const g of galleryItems) expect(galleryCategories).toContain(g.category);
  });

  test('every category has at least one project', () => {
    for (const c of galleryCategories) expect(galleryItems.some((g) => g.category === c)).toBe(true);
  });

  test.each(galleryItems.map((g) => [g.slug, g] as const))(
    '%s has an existing image, alt text and details',
    (_slug, g) => {
      expect(g.image).toMatch(/^\/img\/gallery\/[a-z0-9-]+\.(svg|jpe?g|png|webp|avif)$/);
      expect(fs.existsSync(path.join(root, 'static', g.image))).toBe(true);
      // An illustration says so until a photo of the real project replaces it.
      if (g.image.endsWith('.svg')) expect(g.alt).toMatch(/^Illustration of /);
      else expect(g.alt).not.toMatch(/^Illustration/);
      expect(g.title.length).toBeGreaterThan(0);
      expect(g.description.length).toBeGreaterThan(40);
      expect(g.location.length).toBeGreaterThan(0);
    },
  );
});

describe('about illustrations', () => {
  test.each(['before-weathered-deck.svg', 'after-rebuilt-deck.svg'])('%s exists', (file) => {
    expect(fs.existsSync(path.join(root, 'static/img/about', file))).toBe(true);
  });
});
