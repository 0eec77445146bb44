/**
 * The business's facts in the words pages use, derived from src/data/business.ts
 * (which holds each fact once, as data): the hours as a sentence, the cities in
 * a list, a city by its page's slug. Pure and browser-safe.
 */
import {business} from '../data/business';
import {daysOfWeek, type BusinessFacts, type DayOfWeek, type OpeningHours, type ServiceCity} from '../data/types';
import {listInWords} from './format';

/** "08:00" -> "8AM", "17:30" -> "5:30PM", "12:00" -> "12PM". */
export function clockTime(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, '0')}` : ''}${h < 12 ? 'AM' : 'PM'}`;
}

/** "Monday-Saturday", "Saturday", "Monday, Wednesday and Friday": runs of three or more days as a span. */
export function dayList(days: readonly DayOfWeek[]): string {
  const order = [...new Set(days)].sort((a, b) => daysOfWeek.indexOf(a) - daysOfWeek.indexOf(b));
  const runs: DayOfWeek[][] = [];
  for (const day of order) {
    const run = runs[runs.length - 1];
    if (run && daysOfWeek.indexOf(day) === daysOfWeek.indexOf(run[run.length - 1]) + 1) run.push(day);
    else runs.push([day]);
  }
  const parts = runs.flatMap((run) => (run.length >= 3 ? [`${run[0]}-${run[run.length - 1]}`] : run));
  return listInWords(parts);
}

/** The hours as the site says them: "Monday-Saturday 8AM-6PM" (the replaced site's words for its hours). */
export function hoursText(hours: readonly OpeningHours[] = business.hours): string {
  return hours.map((h) => `${dayList(h.days)} ${clockTime(h.opens)}-${clockTime(h.closes)}`).join(', ');
}

/** "Knoxville, TN". */
export function cityState(city: ServiceCity, facts: BusinessFacts = business): string {
  return `${city.name}, ${facts.address.region}`;
}

/** "ZIP codes 37901-37950" or "ZIP code 37934". */
export function zipLabel(city: ServiceCity): string {
  return city.zipRange.includes('-') ? `ZIP codes ${city.zipRange}` : `ZIP code ${city.zipRange}`;
}

/** A city page's address. */
export const cityHref = (slug: string): string => `/service-areas/${slug}`;

export function cityBySlug(slug: string): ServiceCity | undefined {
  return business.cities.find((c) => c.slug === slug);
}

/** "Knoxville, Maryville, ... and Clinton", for sentences. */
export const cityNames: string = listInWords(business.cities.map((c) => c.name));

/**
 * What the fact components in MDX prose (<CityNames />, <CallLink /> ...)
 * stand for, as words: for the places that need text, such as JSON-LD.
 */
export const proseFacts: Readonly<Record<string, string>> = {
  BusinessHours: hoursText(),
  CallLink: business.phone.display,
  CityNames: cityNames,
  EmailLink: business.email,
  ServiceRegion: business.serviceRegion,
};
