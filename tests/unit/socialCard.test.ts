/** @jest-environment node */
// Node, not jsdom: satori loads its layout engine as WebAssembly and sharp is native.
import sharp from 'sharp';
import {cardTemplateVersion, renderSocialCard} from '../../plugins/social-cards/render';

jest.setTimeout(30_000); // the first card reads the fonts and compiles satori's WebAssembly

describe('renderSocialCard', () => {
  it('makes a 1200x630 JPEG small enough for every social network', async () => {
    const card = await renderSocialCard({
      title: 'How Big Should Your Deck Be? A Sizing Guide for East Tennessee Homes',
      eyebrow: 'Deck Building Blog',
    });
    const meta = await sharp(card).metadata();
    expect(meta).toMatchObject({format: 'jpeg', width: 1200, height: 630});
    expect(card.length).toBeLessThan(150 * 1024);
  });

  it('draws the title: different titles, different bytes', async () => {
    const [a, b] = await Promise.all([
      renderSocialCard({title: 'Deck Builder in Lenoir City, TN', eyebrow: 'Service Areas'}),
      renderSocialCard({title: 'Deck Builder in Oak Ridge, TN', eyebrow: 'Service Areas'}),
    ]);
    expect(a.equals(b)).toBe(false);
  });

  it('renders a title too long to fit (cut at three lines, not an error)', async () => {
    const title =
      'The Complete, Exhaustive Guide to Planning, Permitting, Designing, Financing, Building and Maintaining a Multi-Level Composite Deck in Knoxville';
    expect((await sharp(await renderSocialCard({title, eyebrow: 'Deck Building Blog'})).metadata()).format).toBe(
      'jpeg',
    );
  });

  it('has a cache-key version', () => {
    expect(cardTemplateVersion).toMatch(/^\d+-[0-9a-f]{8}$/);
  });
});
