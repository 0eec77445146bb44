// cspell:ignore uare -- "sq(uare)" in a pattern
// Words as the search index and the search box both see them: the index is built from these terms and
// a query is turned into the same terms, so the two always meet.
import {stemmer} from 'stemmer';

/**
 * Dropped on both sides: question and function words. Homeowners type whole questions ("how long does
 * a deck last"); only "long", "deck" and "last" carry meaning. "long", "best", "last" and "much" stay
 * ("how much" is a cost phrase in the synonyms before its words are dropped).
 */
export const stopWords: ReadonlySet<string> = new Set(
  `a an the and or but of to in on at by for from with without into onto over under about as than then so
if is are was were be been being am it its this that these those there here i me my mine we us our ours
you your yours he she they them their his her how what whats when where why which who whom whose do does
did doing done can could should would will shall may might must need needs get gets got have has had
having any some just also very really please ok okay vs versus v`.split(/\s+/),
);

/** Lower case, accents folded, apostrophes closed up; a size ("16x20", "12 by 16", "sq ft") becomes "sqft". */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2019]/g, '')
    .replace(/(\d+)\s*(?:x|×|by)\s*(\d+)/g, '$1 $2 sqft')
    .replace(/\bsq(?:uare)?\.?\s*(?:ft|feet|foot)\b/g, 'sqft');
}

/** The words of a text: letters and digits, everything else splits. */
export const words = (text: string): string[] =>
  normalize(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Stems already computed: a site says the same few thousand words over and over. */
const stems = new Map<string, string>();

/** A word's index term (Porter stem), or null for a stop word or a long number (a phone number is no topic). */
export function term(word: string): string | null {
  if (stopWords.has(word)) return null;
  if (/^\d+$/.test(word)) return word.length <= 5 ? word : null;
  let stem = stems.get(word);
  if (stem === undefined) stems.set(word, (stem = stemmer(word)));
  return stem;
}

/** The index terms of a text, in order. */
export function terms(text: string): string[] {
  return words(text).flatMap((w) => term(w) ?? []);
}
