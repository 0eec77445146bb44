import React from 'react';
import {term} from '@site/src/lib/search/text';

/** The words of a text whose index term matched, marked; the rest as written (a search result's title and snippet). */
export default function Marked({text, terms}: {text: string; terms: readonly string[]}): React.JSX.Element {
  const wanted = new Set(terms);
  return (
    <>
      {text.split(/([A-Za-z0-9\u00C0-\u024F'’]+)/).map((part, i) => {
        const t = i % 2 === 1 ? term(part.toLowerCase().replace(/['’]/g, '')) : null;
        return t && wanted.has(t) ? <mark key={i}>{part}</mark> : part;
      })}
    </>
  );
}
