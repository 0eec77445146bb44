/**
 * What a page's blocks name exists: every `icon: '...'` is one of the site's
 * icons (iconNames in src/data/types.ts; an unknown one draws nothing), and
 * every `service: '...'` one of the services (a file in src/data/copy/services: <CityServices> takes its title and
 * link from there, and stops the build on an unknown one). A service removed in /admin leaves each page that still
 * names it named here, with its line.
 */
import type {ContentProblem} from '../checks';
import {iconNames} from '../../../src/data/types';
import type {Rule, SiteContent} from './site';

type Named = readonly [key: string, known: readonly string[], message: (name: string) => string][];

const namedIn = (site: SiteContent): Named => [
  [
    'icon',
    iconNames,
    (name) => `the icon '${name}' is not one of the site's icons: use a name from iconNames in src/data/types.ts`,
  ],
  [
    'service',
    site.serviceSlugs,
    (name) =>
      `the service '${name}' is not one of the services (/admin → Service pages): use one of ${site.serviceSlugs.map((s) => `'${s}'`).join(', ')}`,
  ],
];

export const blocksNameKnown: Rule = (site) => {
  const named = namedIn(site);
  return site.markdown.flatMap((m) => {
    const problems: ContentProblem[] = [];
    let fenced = false;
    m.source.split('\n').forEach((line, index) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced) return;
      for (const [key, known, message] of named) {
        for (const [, name] of line.matchAll(new RegExp(`\\b${key}:\\s*['"]([^'"]*)['"]`, 'g'))) {
          if (!known.includes(name))
            problems.push({file: m.file, line: index + 1, message: `${m.file}: ${message(name)}`});
        }
      }
    });
    return problems;
  });
};
