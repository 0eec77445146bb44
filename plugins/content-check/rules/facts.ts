/**
 * The business facts are well formed, and written once. The phone number's
 * three forms agree and the hours read as times of day, so every page and the
 * JSON-LD say the same; and no Markdown page types the phone number, a ZIP
 * range or the hours itself, where a change in src/data/business.ts would
 * never reach it (MDX writes <CallLink />, <BusinessHours />).
 */
import type {ContentProblem} from '../checks';
import {hoursText} from '../../../src/lib/businessFacts';
import {dataLine, lineOf, type Rule} from './site';

const time = /^([01]\d|2[0-3]):[0-5]\d$/;

export const wellFormedFacts: Rule = (site) => {
  const {phone, hours, email} = site.business;
  const problems: ContentProblem[] = [];
  const digits = phone.display.replace(/\D/g, '');
  if (digits.length !== 10 || phone.e164 !== `+1${digits}` || phone.href !== `tel:${phone.e164}`) {
    problems.push({
      ...dataLine(site, phone.display),
      message: `src/data/business.ts: the phone number's three forms disagree: for display "${phone.display}" (ten digits), e164 must be "+1${digits}" and href "tel:+1${digits}"`,
    });
  }
  for (const h of hours) {
    const ok = time.test(h.opens) && time.test(h.closes) && h.opens < h.closes && h.days.length > 0;
    if (!ok) {
      problems.push({
        ...dataLine(site, h.opens, 'hours:'),
        message: `src/data/business.ts: hours ${JSON.stringify(h)} must name days and open before closing, as 24-hour "HH:MM" (e.g. opens "08:00", closes "17:30")`,
      });
    }
  }
  if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(email)) {
    problems.push({
      ...dataLine(site, email),
      message: `src/data/business.ts: email "${email}" is not an email address`,
    });
  }
  return problems;
};

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
        message: `${m.file}: the text types "${text}", a fact of src/data/business.ts: write ${use} instead, so a change there reaches this page`,
      }));
  });
};

/** Every gallery project has its own slug, an image that exists, and alt text that says whether it is an illustration. */
export const galleryComplete: Rule = (site) =>
  site.galleryItems.flatMap((item, i) => {
    const at = dataLine(site, item.slug, undefined, 'src/data/gallery.ts');
    const problems: ContentProblem[] = [];
    const say = (message: string) =>
      problems.push({...at, message: `src/data/gallery.ts: project "${item.slug}": ${message}`});
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
