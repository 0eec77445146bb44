/**
 * The business facts are written once (their form is the schema's: ./ownerData):
 * no Markdown page types the phone number, a ZIP range or the hours itself,
 * where a change in src/data/owner/business.json would never reach it (MDX
 * writes <CallLink />, <BusinessHours />).
 */
import type {ContentProblem} from '../checks';
import {hoursText} from '../../../src/lib/businessFacts';
import {dataLine, lineOf, type Rule} from './site';

export const factsNotTyped: Rule = (site) => {
  const {phone, cities} = site.business;
  const typed: [text: string, use: string][] = [
    // The number as written, or its last eight characters ("555-0142") in another format.
    [phone.display.slice(-8), '<CallLink />'],
    [hoursText(site.business.hours), '<BusinessHours />'],
    // A range is a city's; a single ZIP may name a neighborhood.
    ...cities.filter((c) => c.zipRange.includes('-')).map((c): [string, string] => [c.zipRange, 'the city hero']),
  ];
  return site.markdown.flatMap((m) => {
    const start = m.source.length - m.body.length;
    return typed
      .filter(([text]) => m.body.includes(text))
      .map(([text, use]) => ({
        file: m.file,
        line: lineOf(m.source, [text], m.source.slice(0, start).split('\n').length),
        message: `${m.file}: the text types "${text}", a fact of src/data/owner/business.json: write ${use} instead, so a change there reaches this page`,
      }));
  });
};

/** Every gallery project has its own slug, an image that exists, and alt text that says whether it is an illustration. */
export const galleryComplete: Rule = (site) =>
  site.galleryItems.flatMap((item, i) => {
    const at = dataLine(site, item.slug, undefined, 'src/data/owner/gallery.json');
    const problems: ContentProblem[] = [];
    const say = (message: string) =>
      problems.push({...at, message: `src/data/owner/gallery.json: project "${item.slug}": ${message}`});
    if (site.galleryItems.findIndex((other) => other.slug === item.slug) !== i)
      say('another project has the same slug');
    if (!site.staticFileExists(item.image)) say(`the image ${item.image} is not in static/ (add the photo there)`);
    const illustration = item.image.endsWith('.svg');
    if (illustration && !item.alt.startsWith('Illustration of ')) {
      say('the image is an illustration: its alt text starts "Illustration of ", so nobody takes it for a photo');
    }
    if (!illustration && /^Illustration\b/i.test(item.alt)) say('the image is a photo now: describe what it shows');
    return problems;
  });
