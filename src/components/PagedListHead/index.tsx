import React from 'react';
import Head from '@docusaurus/Head';

interface Props {
  readonly previousPage?: string | null;
  readonly nextPage?: string | null;
}

/**
 * A paged list's neighbors for crawlers and reader modes (rel=prev/next).
 * Each page's own canonical URL comes from Docusaurus. The neighbors are
 * paths, resolved against the address the page is served at: Firefox
 * prefetches rel=next, and an absolute URL would send a preview or a
 * local server's visitors to the live site (which its CSP refuses).
 */
export default function PagedListHead({previousPage, nextPage}: Props): React.JSX.Element {
  return (
    <Head>
      {previousPage && <link rel="prev" href={previousPage} />}
      {nextPage && <link rel="next" href={nextPage} />}
    </Head>
  );
}
