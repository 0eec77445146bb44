import React from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {
  breadcrumbJsonLd,
  breadcrumbsFor,
  businessJsonLd,
  jsonLdText,
  pageJsonLd,
  type MainEntity,
  type Node,
  type WebPageType,
} from '@site/src/lib/structuredData';
import {useDetailLists} from '@site/src/lib/detailLists';
import type {Graph, WithContext} from 'schema-dts';

/** One JSON-LD block in the page's head, escaped so no value can end its script element (jsonLdText). */
export function JsonLd({data}: {data: Graph | WithContext<Node> | object}): React.JSX.Element {
  return (
    <Head>
      <script type="application/ld+json">{jsonLdText(data)}</script>
    </Head>
  );
}

/** The business as a GeneralContractor (home, about, service areas and city pages). */
export function BusinessJsonLd(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return <JsonLd data={businessJsonLd(siteConfig.url)} />;
}

export interface PageJsonLdProps {
  type: WebPageType;
  title: string;
  description: string;
  /** What the page is mainly about (a service, a list, the questions), built from the site URL. */
  mainEntity?: (siteUrl: string) => MainEntity;
}

/** The page as its schema.org type, published by the business (whose node comes along in the graph). */
export function PageJsonLd({type, title, description, mainEntity}: PageJsonLdProps): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  return (
    <JsonLd
      data={pageJsonLd(siteConfig.url, type, {path: pathname, title, description}, mainEntity?.(siteConfig.url))}
    />
  );
}

/** BreadcrumbList for nested pages, derived from the path; renders nothing elsewhere. */
export function BreadcrumbsJsonLd(): React.JSX.Element | null {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const trail = breadcrumbsFor(pathname, useDetailLists());
  return trail ? <JsonLd data={breadcrumbJsonLd(siteConfig.url, trail)} /> : null;
}
