import React from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {breadcrumbJsonLd, breadcrumbsFor, businessJsonLd} from '@site/src/lib/structuredData';

function JsonLd({data}: {data: Record<string, unknown>}) {
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data)}</script>
    </Head>
  );
}

/** The business as a GeneralContractor (home, about, service areas and city pages). */
export function BusinessJsonLd(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return <JsonLd data={businessJsonLd(siteConfig.url)} />;
}

/** BreadcrumbList for nested pages, derived from the path; renders nothing elsewhere. */
export function BreadcrumbsJsonLd(): React.JSX.Element | null {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const trail = breadcrumbsFor(pathname);
  return trail ? <JsonLd data={breadcrumbJsonLd(siteConfig.url, trail)} /> : null;
}
