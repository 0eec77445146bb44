import {stemmer} from 'stemmer';
import type {SynonymMap} from './synonyms';
import {term, words} from './text';

/** One idea of a query: what was typed (a word, or a phrase such as "two story") and its synonyms. */
export interface Concept {
  readonly typed: readonly string[];
  readonly synonyms: readonly (readonly string[])[];
  /** The query's last word: it may still be half typed, so it also matches as a prefix. */
  readonly last: boolean;
}

/** "does a deck add value to my home" -> [deck] [add] [value | roi | resale | ...] [home]. */
export function parseQuery(query: string, synonyms: SynonymMap): Concept[] {
  const typed = words(query);
  const stems = typed.map((w) => stemmer(w));
  const concepts: Concept[] = [];
  for (let i = 0; i < typed.length;) {
    let taken = 0;
    // The longest synonym phrase starting here ("pulling away from house" before "house").
    for (let n = Math.min(synonyms.longest, typed.length - i); n >= 1 && !taken; n--) {
      const alternatives = synonyms.map[stems.slice(i, i + n).join(' ')];
      if (!alternatives) continue;
      const own = typed.slice(i, i + n).flatMap((w) => term(w) ?? []);
      if (own.length > 0 || n > 1) concepts.push({typed: own, synonyms: alternatives, last: i + n === typed.length});
      taken = n;
    }
    if (!taken) {
      const t = term(typed[i]);
      if (t) concepts.push({typed: [t], synonyms: [], last: i === typed.length - 1});
      taken = 1;
    }
    i += taken;
  }
  // Only stop words ("what is"): search the last one rather than nothing.
  if (concepts.length === 0 && typed.length > 0) concepts.push({typed: [stems.at(-1)!], synonyms: [], last: true});
  return concepts;
}
