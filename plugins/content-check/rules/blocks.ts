/**
 * What a page's blocks name exists: every `icon: '...'` is one of the site's
 * icons (iconNames in src/data/types.ts; an unknown one draws nothing), and
 * every `service: '...'` a service of src/data/services.ts (<CityServices>
 * takes its title and link from there, and stops the build on an unknown one).
 */
import type {ContentProblem} from '../checks';
import {iconNames} from '../../../src/data/types';
import {services} from '../../../src/data/services';
import type {Rule} from './site';

const named: readonly [key: string, known: () => readonly string[], message: (name: string) => string][] = [
  [
    'icon',
    () => iconNames,
    (name) => `the icon '${name}' is not one of the site's icons: use a name from iconNames in src/data/types.ts`,
  ],
  [
    'service',
    () => services.map((s) => s.slug),
    (name) =>
      `the service '${name}' is not in src/data/services.ts: use one of ${services.map((s) => `'${s.slug}'`).join(', ')}`,
  ],
];

export const blocksNameKnown: Rule = (site) =>
  site.markdown.flatMap((m) => {
    const problems: ContentProblem[] = [];
    let fenced = false;
    m.source.split('\n').forEach((line, index) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced) return;
      for (const [key, known, message] of named) {
        for (const [, name] of line.matchAll(new RegExp(`\\b${key}:\\s*['"]([^'"]*)['"]`, 'g'))) {
          if (!known().includes(name))
            problems.push({file: m.file, line: index + 1, message: `${m.file}: ${message(name)}`});
        }
      }
    });
    return problems;
  });
