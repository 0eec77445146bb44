/**
 * A copy of the site to change as its users do, without touching the working
 * tree: the owner's launch values written into its src/data/owner/business.json (by
 * field path, through the TypeScript parser, whatever values it holds now),
 * and docusaurus commands run inside it.
 */
import {spawnSync, type SpawnSyncReturns} from 'node:child_process';
import {cpSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {ownerFiles} from '../../src/data/schema';

const repo = join(__dirname, '..', '..');

/**
 * A copy of the site the suite changes as its users do and builds (tests/writer), then serves with the
 * production nginx config beside this build, where the browser suite's route-wide specs run over it too.
 */
export interface SiteCopy {
  /** How the browser suite names it. */
  readonly name: string;
  /** Relative to the repository; its build is in build/, its routes in .docusaurus/site-routes.json. */
  readonly dir: string;
  readonly port: number;
  /** Written when its build is done: the facts its pages must show (CopyManifest). */
  readonly manifest: string;
  /** Its own browser specs, in tests/e2e/<specs>/ (Playwright's project of that name). */
  readonly specs: string;
}

/** What a copy's pages must show that this build's business.json does not say. */
export interface CopyManifest {
  readonly businessName: string;
  readonly phoneHref: string;
}

/**
 * Launch day: the owner's real values and data, a writer's first photo post. Ports: any Firefox allows (it refuses
 * 4190, ManageSieve's); LAUNCH_PORT and VARIED_PORT when another checkout's suite holds these.
 */
export const launchSite: SiteCopy = {
  name: 'launch day',
  dir: 'reports/launch-site',
  port: Number(process.env.LAUNCH_PORT ?? 4185),
  manifest: 'reports/launch-site/manifest.json',
  specs: 'launch',
};

/**
 * A year on, as a pull request's preview: the owner's changes drawn from a seed (tests/helpers/variedValues.ts), up
 * to 25 posts, a writer's markup in front matter.
 */
export const variedSite: SiteCopy = {
  name: 'a year on, varied',
  dir: 'reports/varied-site',
  port: Number(process.env.VARIED_PORT ?? 4191),
  manifest: 'reports/varied-site/manifest.json',
  specs: 'varied',
};

export const siteCopies: readonly SiteCopy[] = [launchSite, variedSite];

/** What a site is made of (everything but node_modules, which is linked, and what builds write). */
export const siteEntries = [
  'docusaurus.config.ts',
  'package.json',
  'tsconfig.json',
  'blog',
  'docs',
  'faqs',
  'src',
  'plugins',
  'build-time',
  'static',
];

/** A fresh copy of the working tree's site at dir. */
export function copySite(dir: string): void {
  rmSync(dir, {recursive: true, force: true});
  for (const entry of siteEntries) cpSync(join(repo, entry), join(dir, entry), {recursive: true});
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'));
}

/** Run the site's docusaurus CLI in a copy, with the default site URL (business.url) whatever the shell sets. */
export function docusaurus(dir: string, ...args: string[]): SpawnSyncReturns<string> {
  return docusaurusWith({}, dir, ...args);
}

/** The same with these environment variables set, such as a preview's SITE_URL and SITE_PREVIEW. */
export function docusaurusWith(vars: Record<string, string>, dir: string, ...args: string[]): SpawnSyncReturns<string> {
  const {SITE_URL: _siteUrl, SITE_PREVIEW: _preview, ...env} = process.env;
  return spawnSync(join(repo, 'node_modules', '.bin', 'docusaurus'), args, {
    cwd: dir,
    encoding: 'utf8',
    env: {...env, ...vars},
  });
}

/** Values for the owner's business.json by field path ("license.number"): text, a flag, a number, a list or a record. */
export type BusinessValues = Record<string, unknown>;

export type OwnerFileName = (typeof ownerFiles)[number]['name'];

/**
 * Changes one of the owner's files (src/data/owner/*.json) in a copy, as /admin saves it: the file read, changed
 * and written back in the editor's layout (plugins/editor/format/orderedJson).
 */
export function editOwnerFile<T = Record<string, unknown>>(
  dir: string,
  name: OwnerFileName,
  change: (data: T) => void,
): void {
  const file = join(dir, ownerFiles.find((f) => f.name === name)!.file);
  const data = JSON.parse(readFileSync(file, 'utf8')) as T;
  change(data);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/**
 * Sets fields of the owner's business.json in a copy, as the owner would in /admin. Each path must name an
 * existing field whose value is of the same kind (text, flag, number, list or record), so a renamed field fails
 * loudly instead of being skipped.
 */
export function setBusinessValues(dir: string, values: BusinessValues): void {
  editOwnerFile(dir, 'business', (data) => {
    for (const [path, value] of Object.entries(values)) {
      const keys = path.split('.');
      const parent = keys
        .slice(0, -1)
        .reduce<Record<string, unknown> | undefined>((o, k) => o?.[k] as Record<string, unknown> | undefined, data);
      const key = keys[keys.length - 1];
      if (!parent || !(key in parent)) throw new Error(`business.json has no field ${path}`);
      const kindOf = (v: unknown) => (Array.isArray(v) ? 'list' : typeof v);
      if (kindOf(parent[key]) !== kindOf(value))
        throw new Error(`business.json field ${path} does not hold a value like ${JSON.stringify(value)}`);
      parent[key] = value;
    }
  });
}

/** Removes the city with this slug from a copy's cities, as the owner deletes its entry in /admin. */
export function removeCity(dir: string, slug: string): void {
  editOwnerFile<{cities: {slug: string}[]}>(dir, 'business', (data) => {
    const at = data.cities.findIndex((c) => c.slug === slug);
    if (at < 0) throw new Error(`business.json lists no city ${slug}`);
    data.cities.splice(at, 1);
  });
}
