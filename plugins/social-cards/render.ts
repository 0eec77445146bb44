import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import satori from 'satori';
import sharp from 'sharp';
import {business} from '../../src/data/business';

/**
 * One social card (Open Graph / Twitter image, 1200x630 JPEG) per page, drawn
 * with satori (layout + text to SVG) and sharp (SVG to JPEG). No browser, no
 * JSX: this file is loaded by Docusaurus through jiti, so the element tree is
 * built from plain objects.
 */

export interface CardContent {
  title: string;
  eyebrow: string;
}

const root = join(__dirname, '..', '..');
// Tiny, and hashed into the version below, so read now rather than with the fonts.
const logo = readFileSync(join(root, 'static', business.logo.svg));

/**
 * Part of the caller's cache key. Bump the number whenever the design changes;
 * the business facts and the mark drawn on every card are hashed in, so a new
 * phone number or logo invalidates the cached cards by itself.
 */
export const cardTemplateVersion = `2-${createHash('sha256')
  .update(JSON.stringify([business.name, business.url, business.phone.display]))
  .update(logo)
  .digest('hex')
  .slice(0, 8)}`;

const W = 1200;
const H = 630;
const MARGIN = 72;
const TITLE_WIDTH = 1040;
const TITLE_LINE_HEIGHT = 1.12;
/**
 * Tried largest first; the first size at which the title fits wins. It fits in
 * at most three lines and in the height of three lines at 68px, so short titles
 * get 76 or 72px in one or two lines, and long ones never reach the ridges.
 */
const TITLE_SIZES = [76, 72, 68, 64, 60, 56, 52, 48, 44, 40];
const TITLE_MAX_HEIGHT = 3 * 68 * TITLE_LINE_HEIGHT;

// The brand palette (src/css/custom.css).
const c = {
  evergreen: '#1f4a3d',
  evergreenDark: '#163a30',
  evergreenLight: '#2d6652',
  cedarLight: '#e9b27a',
  cream: '#fbf8f2',
  mist: '#e6efe9',
};

const fontFile = (pkg: string, file: string) => readFile(join(root, 'node_modules', '@fontsource', pkg, 'files', file));

async function readFonts() {
  const [fraunces600, figtree400, figtree600] = await Promise.all([
    fontFile('fraunces', 'fraunces-latin-600-normal.woff'),
    fontFile('figtree', 'figtree-latin-400-normal.woff'),
    fontFile('figtree', 'figtree-latin-600-normal.woff'),
  ]);
  return [
    {name: 'Fraunces', data: fraunces600, weight: 600 as const, style: 'normal' as const},
    {name: 'Figtree', data: figtree400, weight: 400 as const, style: 'normal' as const},
    {name: 'Figtree', data: figtree600, weight: 600 as const, style: 'normal' as const},
  ];
}
type Fonts = Awaited<ReturnType<typeof readFonts>>;
// Read once per process, whatever the number of cards, and only on the first
// card (a missing file then fails that render, not the import). satori reads woff, not woff2.
let fonts: Promise<Fonts> | undefined;
// satori draws an <img> from a data: URI; the mark is the site's own favicon.svg.
const logoUri = `data:image/svg+xml;base64,${logo.toString('base64')}`;

type Style = Record<string, string | number>;
/** satori's input: React-element-shaped plain objects (typed as ReactNode by satori). */
type SatoriEl = {type: string; props: Record<string, unknown>};
type SatoriInput = Parameters<typeof satori>[0];

/** `h('div', style, ...children)`: an element without JSX; strings are text. */
const h = (type: string, style: Style, ...children: Array<SatoriEl | string>): SatoriEl => ({
  type,
  props: {style, children: children.length === 1 ? children[0] : children},
});

/** A smooth ridgeline through the points (Catmull-Rom as cubic Béziers), closed along the bottom. */
function ridge(points: Array<[number, number]>): string {
  const p = points;
  let d = `M0 ${H} L${p[0][0]} ${p[0][1]}`;
  for (let i = 0; i < p.length - 1; i++) {
    const [p0, p1, p2, p3] = [p[i - 1] ?? p[i], p[i], p[i + 1], p[i + 2] ?? p[i + 1]];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${c1.map(Math.round).join(' ')} ${c2.map(Math.round).join(' ')} ${p2[0]} ${p2[1]}`;
  }
  return `${d} L${W} ${H} Z`;
}

// Three ranges, hazier (lighter) with distance, as the Smokies look from
// Knoxville at dusk. They rise to the right, away from the title; the nearest
// is the ground the footer stands on (its crest is never lower than y=494; the footer row starts at y=502).
const ridges = [
  {
    fill: c.evergreenLight,
    opacity: 0.38,
    d: ridge([
      [0, 432],
      [110, 416],
      [230, 434],
      [380, 400],
      [500, 416],
      [640, 384],
      [720, 394],
      [840, 352],
      [930, 366],
      [1020, 336],
      [1110, 358],
      [1200, 346],
    ]),
  },
  {
    fill: c.evergreenLight,
    opacity: 0.72,
    d: ridge([
      [0, 470],
      [150, 446],
      [300, 428],
      [430, 456],
      [560, 470],
      [700, 440],
      [820, 416],
      [960, 448],
      [1080, 430],
      [1200, 442],
    ]),
  },
  {
    fill: c.evergreenDark,
    opacity: 1,
    d: ridge([
      [0, 488],
      [200, 482],
      [400, 494],
      [600, 486],
      [780, 472],
      [960, 480],
      [1120, 462],
      [1200, 466],
    ]),
  },
];

const titleStyle = (size: number): Style => ({
  fontFamily: 'Fraunces',
  fontWeight: 600,
  fontSize: size,
  lineHeight: TITLE_LINE_HEIGHT,
  letterSpacing: -0.01 * size,
  color: c.cream,
  textWrap: 'balance',
});

/**
 * The largest size at which the title fits (see TITLE_SIZES). Measured,
 * not guessed: satori lays the title out alone at the real width with no fixed
 * height, and the SVG's height tells the number of lines. Deterministic (same
 * fonts, same layout engine as the card itself).
 */
async function fitTitle(title: string, fontList: Fonts): Promise<number | undefined> {
  for (const size of TITLE_SIZES) {
    const svg = await satori(
      h('div', {...titleStyle(size), display: 'flex', width: TITLE_WIDTH}, title) as SatoriInput,
      {
        width: TITLE_WIDTH,
        fonts: fontList,
        embedFont: false, // <text> instead of glyph paths: faster, same layout
      },
    );
    const height = Number(/height="([\d.]+)"/.exec(svg)?.[1]);
    const lines = Math.round(height / (size * TITLE_LINE_HEIGHT));
    if (lines <= 3 && height <= TITLE_MAX_HEIGHT + 1) return size;
  }
  return undefined; // too long even at the smallest size
}

/** The ridges and the sky behind everything: positioned, as are the parts after it, so they paint over it. */
const skyline = {
  type: 'svg',
  props: {
    width: W,
    height: H,
    viewBox: `0 0 ${W} ${H}`,
    style: {position: 'absolute', left: 0, top: 0},
    children: ridges.map((r) => ({type: 'path', props: {d: r.d, fill: r.fill, fillOpacity: r.opacity}})),
  },
};

/** The eyebrow: a cedar rule and one uppercase line, whatever the caller passes (the title's position depends on it). */
const eyebrowLine = (eyebrow: string) =>
  h(
    'div',
    {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      fontWeight: 600,
      fontSize: 26,
      letterSpacing: 3,
      textTransform: 'uppercase',
      color: c.cedarLight,
    },
    h('div', {width: 36, height: 3, marginRight: 18, backgroundColor: c.cedarLight, borderRadius: 2}),
    h(
      'div',
      {display: 'block', maxWidth: 1000, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis'},
      eyebrow,
    ),
  );

/**
 * The title at the size that fits; too long even at the smallest size, cut at three lines with an ellipsis. Only
 * then, because satori's balanced wrapping with lineClamp wraps far too narrow.
 */
const titleBlock = (title: string, size: number, fitted: boolean) =>
  h(
    'div',
    {
      ...titleStyle(size),
      position: 'relative',
      marginTop: 28,
      width: TITLE_WIDTH,
      ...(fitted ? {display: 'flex'} : {display: 'block', textWrap: 'wrap', lineClamp: 3}),
    },
    title,
  );

/** The foot: the mark, the business's name and the site's host, and the phone at the right. */
const signature = () =>
  h(
    'div',
    {position: 'relative', display: 'flex', alignItems: 'center', marginTop: 'auto', width: '100%'},
    {type: 'img', props: {src: logoUri, width: 56, height: 56}},
    h(
      'div',
      {display: 'flex', flexDirection: 'column', marginLeft: 20},
      h('div', {fontSize: 26, fontWeight: 600, color: c.cream, lineHeight: 1.2}, business.name),
      h(
        'div',
        {fontSize: 20, fontWeight: 400, color: c.mist, lineHeight: 1.3, opacity: 0.85},
        new URL(business.url).host,
      ),
    ),
    h(
      'div',
      {marginLeft: 'auto', fontSize: 24, fontWeight: 600, color: c.cedarLight, letterSpacing: 0.5},
      business.phone.display,
    ),
  );

export async function renderSocialCard({title, eyebrow}: CardContent): Promise<Buffer> {
  const fontList = await (fonts ??= readFonts());
  const fitted = await fitTitle(title, fontList);
  const card = h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: W,
      height: H,
      boxSizing: 'border-box', // satori's default is content-box: the padding would grow the card
      padding: MARGIN,
      backgroundColor: c.evergreen,
      // The sky: a touch darker at the top, a faint warm light on the horizon.
      backgroundImage: `radial-gradient(ellipse 55% 45% at 80% 68%, rgba(233,178,122,0.10), rgba(233,178,122,0)), linear-gradient(180deg, #1a4035 0%, ${c.evergreen} 55%, #245244 75%)`,
      fontFamily: 'Figtree',
    },
    skyline,
    eyebrowLine(eyebrow),
    titleBlock(title, fitted ?? TITLE_SIZES[TITLE_SIZES.length - 1], fitted !== undefined),
    signature(),
  );
  const svg = await satori(card as SatoriInput, {width: W, height: H, fonts: fontList});
  // 4:4:4 (no chroma subsampling) keeps the cedar text on green crisp.
  // Plain JPEG coding: mozjpeg's trellis saved 20% of a card's bytes (61 -> 49 KB) for twice its time.
  return sharp(Buffer.from(svg)).jpeg({quality: 80, chromaSubsampling: '4:4:4'}).toBuffer();
}
