/** @jest-environment node */
/** The favicon: written into each page while it is small, linked once it is not (an owner's exported logo). */
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {inlineIcon, inlineIconMaxBytes} from '@site/build-time/icon';

const siteWith = (svg: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'kdb-icon-'));
  mkdirSync(join(dir, 'static', 'img'), {recursive: true});
  writeFileSync(join(dir, 'static', 'img', 'icon.svg'), `${svg}\n`);
  return dir;
};

it('writes a small icon into the page as a data URL that decodes to the file', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#1f4a3d"/></svg>';
  const href = inlineIcon(siteWith(svg), '/img/icon.svg');
  expect(href.startsWith('data:image/svg+xml,')).toBe(true);
  expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(svg);
});

it('links an icon over the limit instead of carrying it in every page', () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(inlineIconMaxBytes)}--></svg>`;
  expect(inlineIcon(siteWith(svg), '/img/icon.svg')).toBe('img/icon.svg');
});
