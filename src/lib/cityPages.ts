/**
 * Which served cities have their page yet. A city the owner adds in Business
 * is served at once (its ZIP codes, its building office); the site names it
 * without a link until a writer publishes docs/service-areas/<slug>.mdx. The
 * service-areas docs' own global data says which pages the build holds.
 */
import {useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {cityHref} from './businessFacts';

interface DocsData {
  readonly versions: readonly {readonly docs: readonly {readonly path: string}[]}[];
}

/** A city's page address, or undefined while it has none. */
export type CityPageOf = (slug: string) => string | undefined;

export function useCityPage(): CityPageOf {
  const docs = usePluginData('docusaurus-plugin-content-docs', 'service-areas') as DocsData;
  return useMemo(() => {
    const paths = new Set(docs.versions.flatMap((v) => v.docs.map((d) => d.path)));
    return (slug: string) => (paths.has(cityHref(slug)) ? cityHref(slug) : undefined);
  }, [docs]);
}
