/**
 * A text of the owner's copy as the parts a sentence draws (components/CopyText): `[words](/a-page)` as a link, the
 * phone's token as a tel: link. The build has filled its other tokens (build-time/pageCopy.ts); the content check
 * reads the same links.
 */

/** A piece of a text shown with its links: words, a link to a page, or the phone number (a tel: link). */
export type TextPart =
  | {readonly kind: 'words'; readonly text: string}
  | {readonly kind: 'link'; readonly label: string; readonly to: string}
  | {readonly kind: 'phone'};

/** `[words](/a-page)`, and the phone's token. */
const linkOrPhone = /\[([^\]]+)\]\(([^)\s]+)\)|\{phone\}/g;

/** A text as the parts a page draws. */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const m of text.matchAll(linkOrPhone)) {
    if (m.index > at) parts.push({kind: 'words', text: text.slice(at, m.index)});
    parts.push(m[1] === undefined ? {kind: 'phone'} : {kind: 'link', label: m[1], to: m[2]});
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({kind: 'words', text: text.slice(at)});
  return parts;
}

/** The targets of a text's links, as `[words](/a-page)` writes them. */
export const linksIn = (text: string): string[] =>
  [...text.matchAll(linkOrPhone)].flatMap((m) => (m[2] === undefined ? [] : [m[2]]));
