import React from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

interface Props {
  readonly previousPage?: string | null;
  readonly nextPage?: string | null;
}

/**
 * A paged list's neighbors for crawlers and reader modes (rel=prev/next).
 * Each page's own canonical URL comes from Docusaurus.
 */
export default function PagedListHead({previousPage, nextPage}: Props): React.JSX.Element {
  const {url} = useDocusaurusContext().siteConfig;
  return (
    <Head>
      {previousPage && <link rel="prev" href={url + previousPage} />}
      {nextPage && <link rel="next" href={url + nextPage} />}
    </Head>
  );
}
