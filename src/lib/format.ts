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

const ones = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/**
 * "twelve", "twenty-one": a count as a sentence says it, in words up to ninety-nine (as the site writes
 * counts of things), in figures from 100 ("120") and for anything but a whole number.
 */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 99) return String(n);
  if (n < 20) return ones[n];
  return n % 10 === 0 ? tens[n / 10] : `${tens[Math.floor(n / 10)]}-${ones[n % 10]}`;
}
