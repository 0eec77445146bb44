import type {SearchSynonymsData} from './schema';
import type {Synonyms} from './types';
import synonyms from './owner/searchSynonyms.json';

/**
 * Words homeowners search with that the pages say another way. When a search misses, add the missing
 * word to its group in /admin → Business → Search words (src/data/owner/searchSynonyms.json); nothing else changes. Case, plurals and endings do not matter (railing =
 * railings), and a phrase may have several words ("two story").
 * - groups: every phrase in a group finds the others.
 * - oneWay: the phrase on the left also finds those on the right, not the reverse (a brand finds
 *   "composite"; "composite" does not find every brand).
 * A synonym counts a little less than the word the visitor typed.
 */
const data = synonyms as SearchSynonymsData;

export const searchSynonyms: Synonyms = {
  groups: data.groups.map((g) => g.phrases),
  oneWay: Object.fromEntries(data.oneWay.map((o) => [o.phrase, o.finds])),
};
