/**
 * A copy of the site to change as its users do, without touching the working
 * tree: the owner's launch values written into its src/data/business.ts (by
 * field path, through the TypeScript parser, whatever values it holds now),
 * and docusaurus commands run inside it.
 */
import {spawnSync, type SpawnSyncReturns} from 'node:child_process';
import {cpSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import ts from 'typescript';

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

/** What a copy's pages must show that this build's business.ts does not say. */
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

/** Values for business.ts by field path ("phone.display"), as they would be typed there: text, a flag, or a list or record. */
export type BusinessValues = Record<string, unknown>;

/**
 * Sets fields of the `business` object in a copy's src/data/business.ts, as
 * the owner would type them. Each path must name an existing property whose
 * value is of the same kind (a literal for text and flags, a list for a list,
 * a record for a record), so a renamed field fails loudly instead of being skipped.
 */
export function setBusinessValues(dir: string, values: BusinessValues): void {
  const file = join(dir, 'src', 'data', 'business.ts');
  let text = readFileSync(file, 'utf8');
  for (const [path, value] of Object.entries(values)) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const target = findProperty(source, path.split('.'));
    if (!target) throw new Error(`business.ts has no field ${path}`);
    let literal = target.initializer;
    if (ts.isAsExpression(literal)) literal = literal.expression;
    const kind = Array.isArray(value)
      ? ts.isArrayLiteralExpression(literal)
      : typeof value === 'object' && value !== null
        ? ts.isObjectLiteralExpression(literal)
        : ts.isStringLiteral(literal) ||
          literal.kind === ts.SyntaxKind.TrueKeyword ||
          literal.kind === ts.SyntaxKind.FalseKeyword;
    if (!kind) throw new Error(`business.ts field ${path} does not hold a value like ${JSON.stringify(value)}`);
    text = text.slice(0, literal.getStart(source)) + JSON.stringify(value, null, 2) + text.slice(literal.getEnd());
  }
  writeFileSync(file, text);
}

/** Removes the city with this slug from a copy's business.cities, as the owner deletes its entry. */
export function removeCity(dir: string, slug: string): void {
  const file = join(dir, 'src', 'data', 'business.ts');
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const list = findProperty(source, ['cities'])?.initializer;
  if (!list || !ts.isArrayLiteralExpression(list)) throw new Error('business.ts has no list of cities');
  const entry = list.elements.find((e) => new RegExp(`"?slug"?: ['"]${slug}['"]`).test(e.getText(source)));
  if (!entry) throw new Error(`business.ts lists no city ${slug}`);
  const end = text.indexOf(',', entry.getEnd()) === entry.getEnd() ? entry.getEnd() + 1 : entry.getEnd();
  writeFileSync(file, text.slice(0, entry.getFullStart()) + text.slice(end));
}

function findProperty(source: ts.SourceFile, path: string[]): ts.PropertyAssignment | undefined {
  let found: ts.ObjectLiteralExpression | undefined;
  source.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'business' && node.initializer) {
      let init = node.initializer;
      if (ts.isAsExpression(init)) init = init.expression;
      if (ts.isObjectLiteralExpression(init)) found = init;
    }
    if (!found) node.forEachChild(visit);
  });
  let object = found;
  let property: ts.PropertyAssignment | undefined;
  for (const [i, key] of path.entries()) {
    property = object?.properties.find(
      (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === key,
    );
    if (!property) return undefined;
    if (i < path.length - 1) {
      const next = property.initializer;
      object = ts.isObjectLiteralExpression(next) ? next : undefined;
    }
  }
  return property;
}
