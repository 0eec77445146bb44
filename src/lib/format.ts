/** "7 min read" from a reading time in minutes (Docusaurus may give fractions). */
export function formatReadTime(minutes: number | undefined): string {
  return `${Math.max(1, Math.round(minutes ?? 1))} min read`;
}

/** "Knoxville, Maryville and Clinton": a list as a sentence says it. */
export function listInWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "1 project", "6 projects": a count with its noun. */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`;
}
