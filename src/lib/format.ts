/** "7 min read" from a reading time in minutes (Docusaurus may give fractions). */
export function formatReadTime(minutes: number | undefined): string {
  return `${Math.max(1, Math.round(minutes ?? 1))} min read`;
}
