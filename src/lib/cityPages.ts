/**
 * Which served cities have their page yet. A city the owner adds in Business
 * is served at once (its ZIP codes, its building office); the site names it
 * without a link until a writer publishes docs/service-areas/<slug>.mdx. The
 * service-areas docs' own global data says which pages the build holds.
 */
import {useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {isGroup, mainMenu, type NavEntry} from '../data/navigation';
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

/** A menu link to keep: any link but a city's whose page is not published yet. */
export const linkable =
  (pageOf: CityPageOf) =>
  (link: {readonly city?: string}): boolean =>
    link.city === undefined || pageOf(link.city) !== undefined;

/** The main menu as published: a city's link waits for its page. */
export function usePublishedMenu(): NavEntry[] {
  const pageOf = useCityPage();
  return useMemo(
    () => mainMenu.map((entry) => (isGroup(entry) ? {...entry, items: entry.items.filter(linkable(pageOf))} : entry)),
    [pageOf],
  );
}
