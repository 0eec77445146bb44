import {business} from '../../src/data/business';
import type {CardContent} from './render';

/** The card's eyebrow: which part of the site the page belongs to. */
const sections: [prefix: string, eyebrow: string][] = [
  ['/blog', 'Deck Building Blog'],
  ['/services', 'Deck Services'],
  ['/service-areas', 'Service Areas'],
  ['/loan-programs', 'Financing'],
  ['/resources', 'Resources'],
  ['/faqs', 'Questions & Answers'],
  ['/gallery', 'Project Gallery'],
  ['/about', 'About Us'],
  ['/help', 'Help Center'],
  ['/construction', 'How We Build'],
];

/** What a page says about itself: the words of its h1 and its <title>, as the page reads. */
export interface PageHeadings {
  readonly h1?: string;
  readonly title?: string;
}

/** What a page's card says: its h1 (else its title) under its section's name. */
export function cardContent(route: string, {h1, title}: PageHeadings): CardContent {
  // A heading's anchor link holds a zero-width space: no word of the card.
  const heading = h1?.replace(/\u200b/g, '').trim();
  const text = heading || (title ?? business.name).replace(` | ${business.name}`, '');
  const eyebrow =
    sections.find(([prefix]) => route === prefix || route.startsWith(`${prefix}/`))?.[1] ?? business.tagline;
  return {title: text, eyebrow};
}
