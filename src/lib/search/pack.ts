// Whole numbers written as text, 5 bits per base64 character, the sixth bit set on every character but
// a number's last: the postings stay plain text a host compresses (after gzip within about 5% of binary
// varints on this site, and about half of MiniSearch's own JSON).
import type {TermEntry} from './schema';

const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const value = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) value[digits.charCodeAt(i)] = i;

export function encodeNumbers(numbers: readonly number[]): string {
  let out = '';
  for (let n of numbers) {
    while (n >= 32) {
      out += digits[(n & 31) | 32];
      n = Math.floor(n / 32);
    }
    out += digits[n];
  }
  return out;
}

export function decodeNumbers(text: string): number[] {
  const out: number[] = [];
  let n = 0;
  let scale = 1;
  for (let i = 0; i < text.length; i++) {
    const v = value[text.charCodeAt(i)];
    n += (v & 31) * scale;
    if (v & 32) scale *= 32;
    else {
      out.push(n);
      n = 0;
      scale = 1;
    }
  }
  return out;
}

/**
 * Terms' postings (MiniSearch's serialized entries) as numbers: per term its field count, then per field
 * its id, its document count and per document the gap from the last one times two, plus one when the
 * term occurs more than once there (the count follows). The build checks every shard decodes back to
 * exactly the entries MiniSearch wrote.
 */
export function encodePostings(entries: readonly TermEntry[]): string {
  const out: number[] = [];
  for (const [, postings] of entries) {
    const fields = Object.keys(postings).sort((a, b) => Number(a) - Number(b));
    out.push(fields.length);
    for (const field of fields) {
      const docs = Object.entries(postings[field])
        .map(([d, tf]) => [Number(d), tf as number] as const)
        .sort((a, b) => a[0] - b[0]);
      out.push(Number(field), docs.length);
      let previous = 0;
      for (const [doc, tf] of docs) {
        out.push((doc - previous) * 2 + (tf > 1 ? 1 : 0));
        if (tf > 1) out.push(tf);
        previous = doc;
      }
    }
  }
  return encodeNumbers(out);
}

/** A shard's text back into MiniSearch's entries for its terms, in order. */
export function decodePostings(text: string, terms: readonly string[]): TermEntry[] {
  const n = decodeNumbers(text);
  const out: TermEntry[] = [];
  for (let k = 0, t = 0; k < n.length; t++) {
    const postings: TermEntry[1] = {};
    for (let fields = n[k++]; fields > 0; fields--) {
      const field = n[k++];
      const docs: Record<number, number> = {};
      let doc = 0;
      for (let count = n[k++]; count > 0; count--) {
        const v = n[k++];
        doc += Math.floor(v / 2);
        docs[doc] = v & 1 ? n[k++] : 1;
      }
      postings[field] = docs;
    }
    out.push([terms[t], postings]);
  }
  return out;
}
