/**
 * The owner's copy (src/data/copy) as a page says it: each `{token}` replaced by the fact it names, written once in
 * the business's data (./copySchema's factTokens), or by a figure the page passes (`{count}`: how many of a list).
 * A token nobody fills stays as it is (the content check names it), so `{price wood}`, the price story's cell, passes
 * through to the table that draws it. Links in a text are ./copyLinks.ts's.
 */
import {business} from '../data/business';
import type {FactToken} from '../data/copySchema';
import {cityNames, hoursText} from './businessFacts';

/** Values for tokens, by name ("count", "deck count"). */
export type Tokens = Readonly<Record<string, string>>;

/** The facts a text may name, each from the one place it is written. */
export function factValues(): Record<FactToken, string> {
  const {stats} = business;
  return {
    business: business.name,
    phone: business.phone.display,
    years: stats.yearsInBusiness,
    decks: stats.decksBuilt,
    rating: stats.rating,
    reviews: stats.reviewCount,
    region: business.serviceRegion,
    cities: cityNames,
    hours: hoursText(),
  };
}

/** `{name}`: a token, one or more lowercase words. */
export const tokenPattern = /\{([a-z]+(?: [a-z]+)*)\}/g;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A text with its tokens filled; one that starts with a token starts with a capital ("{count} steps": "Three steps"). */
export function fill(text: string, tokens: Tokens = {}): string {
  const values: Tokens = {...factValues(), ...tokens};
  const filled = text.replace(tokenPattern, (whole, name: string) => values[name] ?? whole);
  return text.startsWith('{') && filled !== text ? capitalized(filled) : filled;
}

/** Every text in a value (a page's copy, a section) with its tokens filled. */
export function withFacts<T>(value: T, tokens: Tokens = {}): T {
  if (typeof value === 'string') return fill(value, tokens) as T;
  if (Array.isArray(value)) return value.map((v) => withFacts(v, tokens)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withFacts(v, tokens)])) as T;
  return value;
}
