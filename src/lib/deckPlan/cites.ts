import type {Citation} from '../../data/framing';

/** Citations without repeats, first mention first (two figures often rest on the same page). */
export function uniqueCites(list: readonly Citation[]): Citation[] {
  const seen = new Set<string>();
  return list.filter((c) => {
    const key = `${c.source}|${c.table}|${c.page ?? ''}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** A citation's table or section without its description: 'Table 2', 'Section R311.7.5.1', 'Figures 1A and 1B'. */
export const shortRef = (c: Citation): string => c.table.split(/ "|:| \(|,/)[0].trim();

/**
 * Every citation of a plan once, by document, with its short references: the printed scope sheet's one line of
 * sources ("AWC DCA 6-2015: Table 2, Table 3A, ...; 2018 IRC: Section R311.7.5.1, ...").
 */
export function citeSummary(list: readonly Citation[]): {source: string; refs: string[]}[] {
  const bySource = new Map<string, string[]>();
  for (const c of list) {
    const refs = bySource.get(c.source) ?? [];
    if (!refs.includes(shortRef(c))) refs.push(shortRef(c));
    bySource.set(c.source, refs);
  }
  return [...bySource].map(([source, refs]) => ({source, refs}));
}
