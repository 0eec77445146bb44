import type {Citation} from '../../data/framing';

/** Citations without repeats, first mention first (two figures often rest on the same page). */
export function uniqueCites(list: readonly Citation[]): Citation[] {
  const seen = new Set<string>();
  return list.filter((c) => {
    const key = `${c.source}|${c.table}|${c.page ?? ''}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
