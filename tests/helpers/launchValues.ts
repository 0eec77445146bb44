import {readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {phonePhoto} from './phonePhoto';
import {docusaurus, editOwnerFile, removeCity, setBusinessValues, type CopyManifest} from './siteCopy';
import {nameLists} from '../../plugins/content-check/rules/cities';
import type {OpeningHours, SocialProfile} from '../../src/data/types';
import type {Testimonial} from '../../src/data/testimonials';
import type {GalleryItem} from '../../src/data/gallery';
import reviews from '../fixtures/owner/reviews.json';

/**
 * What an owner at launch types into /admin → Business (src/data/owner/business.json) in place of every
 * stand-in: a real phone number, another email, the
 * office's street and postal code, LeadConnector ids in their real formats
 * (forms: 20 letters and digits; chat widgets: 24 hex digits), a GA4 id,
 * and every headline claim marked as checked.
 * The launch-day copy of the site is built with these (tests/writer) and
 * served to the browser suite (tests/e2e/launch).
 */
export const launchValues = {
  phone: '(865) 867-5309',
  email: 'office@knoxvilledeckbuilders.com',
  // A street no dictionary knows, spelled as the city spells it.
  'address.street': '4410 Papermill Drive',
  'address.postalCode': '37919',
  'leadForm.id': 'Qm7xV2pLk9TzR4bN8cYd',
  'financingForm.id': 'Hp3sW8nQz6LmT1vX5kRb',
  'license.number': '71294',
  'chatWidget.id': '6654b1e2c9a7f3d08e21b4a9',
  'analytics.ga4Id': 'G-7KDB2L9QXM',
  'statsChecked.decksBuilt': true,
  'statsChecked.yearsInBusiness': true,
  'statsChecked.rating': true,
  'statsChecked.reviewCount': true,
} as const;

/** The launch phone as the pages must carry it: shown, dialed, and in the JSON-LD. */
export const launchPhone = {display: launchValues.phone, href: 'tel:+18658675309', e164: '+18658675309'} as const;

/**
 * The rest of the launch list, done as the owner does it in a copy of the
 * site: real reviews in place of the samples, a photo of each real project in
 * place of its illustration, and the claims nobody could confirm removed.
 */
export async function replaceSamples(dir: string): Promise<void> {
  const edit = (file: string, change: (text: string) => string) =>
    writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')));
  editOwnerFile<{reviews: Testimonial[]}>(dir, 'reviews', (data) => {
    for (const review of data.reviews) if (review.source === 'sample') review.source = 'direct';
  });
  const projects = (await import(join(dir, 'src/data/owner/gallery.json'))) as {projects: GalleryItem[]};
  for (const p of projects.projects.filter((item) => item.image.endsWith('.svg'))) {
    writeFileSync(
      join(dir, 'static', p.image.replace(/\.svg$/, '.jpg')),
      await phonePhoto({width: 1800, height: 1200}),
    );
  }
  editOwnerFile<{projects: GalleryItem[]}>(dir, 'gallery', (data) => {
    for (const p of data.projects) {
      p.image = p.image.replace(/\.svg$/, '.jpg');
      p.alt = p.alt.replace(/^Illustration of an? /, 'Photo of a ');
    }
  });
  for (const file of readdirSync(join(dir, 'docs'), {recursive: true, encoding: 'utf8'}).filter((f) =>
    f.endsWith('.mdx'),
  )) {
    edit(join('docs', file), (text) => text.replace(/\n\s+sample: true/g, ''));
  }
  // A page's stand-in figures, confirmed: the flag taken off in /admin → Service pages.
  for (const file of readdirSync(join(dir, 'src/data/copy/services'))) {
    edit(join('src/data/copy/services', file), (text) => text.replace(/,\n\s*"sample": true/g, ''));
  }
}

/**
 * The owner's data in the shapes a real business has, beyond the stand-ins:
 * weekday hours, this month's rating and review count, one more profile, ten reviews pasted from the Google
 * profile (two of them 4 stars, one with the customer's own spelling), and
 * one city the business no longer serves.
 */
export const ownerData = {
  hours: [
    {days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:30', closes: '17:00'},
  ] satisfies OpeningHours[],
  stats: {decksBuilt: '1000+', yearsInBusiness: '15+', rating: '4.8', reviewCount: '241'},
  social: {name: 'Houzz', href: 'https://www.houzz.com/pro/knoxvilledeckbuilders'} satisfies SocialProfile,
  reviews: reviews as Testimonial[],
} as const;

/**
 * The owner's real data, entered as an owner does it in a copy of the site:
 * business.json edited field by field, the reviews replaced by the pasted
 * reviews, and the last city dropped: its entry and page deleted, then every
 * list and search phrase `npm run check:content` names fixed by taking the
 * city out. Returns the dropped city's name and slug.
 */
export function enterOwnerData(dir: string): {name: string; slug: string} {
  const business = JSON.parse(readFileSync(join(dir, 'src/data/owner/business.json'), 'utf8')) as {
    social: SocialProfile[];
    cities: {name: string; slug: string}[];
  };
  setBusinessValues(dir, {
    hours: ownerData.hours,
    stats: ownerData.stats,
    social: [...business.social, ownerData.social],
  });
  const dropped = business.cities[business.cities.length - 1];
  writeReviews(dir, ownerData.reviews);
  dropCity(dir, dropped.slug);
  return {name: dropped.name, slug: dropped.slug};
}

/**
 * A city dropped as an owner drops it: its entry in business.json and its page deleted, then every list and search
 * phrase `npm run check:content` names fixed by taking the city out, and a link to its page turned back into words.
 * Returns the city's name.
 */
export function dropCity(dir: string, slug: string): string {
  const {cities} = JSON.parse(readFileSync(join(dir, 'src/data/owner/business.json'), 'utf8')) as {
    cities: {name: string; slug: string}[];
  };
  const name = cities.find((c) => c.slug === slug)?.name;
  if (!name) throw new Error(`business.json lists no city ${slug}`);
  removeCity(dir, slug);
  rmSync(join(dir, 'docs/service-areas', `${slug}.mdx`));
  const named = docusaurus(dir, 'check-content').stdout.split('\n');
  const page = `/service-areas/${slug}`;
  const unlink = (text: string) => text.replace(new RegExp(`\\[([^\\]]+)\\]\\(${page}\\)`, 'g'), '$1');
  const dropFromList = (text: string) => (/^\s*- /.test(text) ? null : withoutListItem(text, name));
  const fixes = named.flatMap((line) => {
    const [path, at] = line.split(':');
    const change = line.includes(`the link to ${page} leads to no page`)
      ? unlink
      : line.includes(` ${name}, which src/data/owner/business.json does not list`)
        ? dropFromList
        : null;
    return change ? [{path, line: Number(at), change}] : [];
  });
  // From the bottom of each file up, so a removed line never moves the next one to fix.
  for (const {path, line, change} of fixes.sort((a, b) => b.line - a.line)) {
    const lines = readFileSync(join(dir, path), 'utf8').split('\n');
    const changed = change(lines[line - 1]);
    if (changed === null) lines.splice(line - 1, 1);
    else lines[line - 1] = changed;
    writeFileSync(join(dir, path), lines.join('\n'));
  }
  return name;
}

/** The owner's reviews in place of a copy's, pasted as they are into /admin → Business → Reviews. */
export function writeReviews(dir: string, reviews: readonly Testimonial[]): void {
  editOwnerFile<{reviews: readonly Testimonial[]}>(dir, 'reviews', (data) => {
    data.reviews = reviews;
  });
}

/** A line with a name taken out of the lists that hold it: "A, B and C" less C is "A and B". */
export function withoutListItem(line: string, name: string): string {
  let out = line;
  for (const list of nameLists(line).filter((l) => l.items.includes(name))) {
    const items = list.items.filter((item) => item !== name);
    // A list the sentence goes on with ("A, B, C and the counties around") keeps its own last "and".
    const goesOn = /^,? (and|or) /.test(line.slice(list.index + list.text.length));
    const last = goesOn ? ', ' : / or [^,]*$/.test(list.text) ? ' or ' : ' and ';
    const words = items.length > 1 ? `${items.slice(0, -1).join(', ')}${last}${items[items.length - 1]}` : items[0];
    out = out.replace(list.text, words ?? '');
  }
  return out;
}

/** What the launch-day copy's build tells the browser suite beyond the copy's facts. */
export interface LaunchManifest extends CopyManifest {
  /** The writer's post: its route and the photo's file name. */
  post: {route: string; slug: string; title: string};
  /** The city the owner no longer serves. */
  droppedCity: {name: string; slug: string};
}
