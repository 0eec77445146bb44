import {stemmer} from 'stemmer';
import type {Synonyms} from '../../data/types';
import {terms, words} from './text';

/** Phrase (its words stemmed, stop words kept: "pay for" stays a phrase) to the index terms of each alternative. */
export interface SynonymMap {
  readonly longest: number;
  readonly map: Readonly<Record<string, readonly (readonly string[])[]>>;
}

export const phraseKey = (phrase: string): string =>
  words(phrase)
    .map((w) => stemmer(w))
    .join(' ');

export function compileSynonyms(synonyms: Synonyms): SynonymMap {
  const map: Record<string, string[][]> = {};
  const add = (from: string, to: string) => {
    const key = phraseKey(from);
    const alternative = terms(to);
    if (!key || alternative.length === 0 || phraseKey(to) === key) return;
    const list = (map[key] ??= []);
    if (!list.some((a) => a.join(' ') === alternative.join(' '))) list.push(alternative);
  };
  for (const group of synonyms.groups) for (const a of group) for (const b of group) add(a, b);
  for (const [from, tos] of Object.entries(synonyms.oneWay)) for (const to of tos) add(from, to);
  return {longest: Math.max(1, ...Object.keys(map).map((k) => k.split(' ').length)), map};
}
