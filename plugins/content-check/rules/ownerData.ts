/**
 * The owner's data files (src/data/owner/*.json, edited in /admin → Business) and the copy (src/data/copy: the site
 * pages' words, /admin → Site pages; one file a service or financing program, Service pages and Financing pages)
 * hold what their schemas (src/data/schema.ts, copySchema.ts, pageSchema.ts) say, and what they point at exists:
 * each problem names the file and the line of the value, so a price, a rate or a ZIP range that came by hand or by a
 * merge is found as the editor would have refused it.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {LineCounter, parseDocument} from 'yaml';
import type * as z from 'zod';
import type {ContentProblem} from '../checks';
import {ownerFiles} from '../../../src/data/schema';
import {copyFolders} from '../../../src/data/copySchema';
import {pageFile, pagesFolder, sitePages} from '../../../src/data/pageSchema';
import type {OfficesData, OwnerBusiness} from '../../../src/data/schema';
import {folderFiles} from '../../../build-time/copy';
import type {Rule, SiteContent} from './site';

type Path = readonly PropertyKey[];

/** The 1-based line of the value at `path` in a JSON text (JSON is YAML: its parser keeps each node's offset). */
export function jsonLine(text: string, path: Path): number {
  const counter = new LineCounter();
  const doc = parseDocument(text, {lineCounter: counter});
  // A missing key is reported on its object's line: the nearest part of the path that exists.
  for (let n = path.length; n >= 0; n -= 1) {
    const node = doc.getIn(path.slice(0, n) as unknown[], true) as {range?: [number, number, number]} | undefined;
    if (node?.range) return counter.linePos(node.range[0]).line;
  }
  return 1;
}

/** "cities 3, zipRange": the path as the editor's lists count (from 1). */
export const pathText = (path: Path): string =>
  path.map((p) => (typeof p === 'number' ? String(p + 1) : String(p))).join(', ') || 'the file';

/** A file the check holds to a schema: where it is edited in /admin, and its schema. */
interface CheckedFile {
  readonly file: string;
  readonly section: string;
  readonly schema: z.ZodType;
}

/** Each owner file, each site page's copy, and each service's and program's file in its folder. */
export function checkedFiles(data: Readonly<Record<string, string>>): CheckedFile[] {
  const inFolder = (folder: string) =>
    Object.keys(data).filter((file) => file.startsWith(`${folder}/`) && file.endsWith('.json'));
  return [
    ...ownerFiles.map(({file, label, schema}) => ({file, section: `Business → ${label}`, schema})),
    ...sitePages.map(({name, label, schema}) => ({file: pageFile(name), section: `Site pages → ${label}`, schema})),
    ...copyFolders.flatMap(({folder, label, schema}) =>
      inFolder(folder).map((file) => ({file, section: label, schema})),
    ),
  ];
}

/** A file in the site pages' folder that is no page's: the site never reads it. */
function strayPages(data: Readonly<Record<string, string>>): ContentProblem[] {
  const known = new Set<string>(sitePages.map(({name}) => pageFile(name)));
  return Object.keys(data)
    .filter((file) => file.startsWith(`${pagesFolder}/`) && !known.has(file))
    .map((file) => ({
      file,
      line: 1,
      message: `${file} is no site page's words (${sitePages.map((p) => p.name).join(', ')}): the site never reads it`,
    }));
}

/** Each checked file's values its schema refuses, at their lines. */
export function schemaProblems(data: Readonly<Record<string, string>>): ContentProblem[] {
  return checkedFiles(data).flatMap(({file, section, schema}) => {
    const text = data[file];
    if (text === undefined) return [{file, line: 1, message: `${file} is missing: /admin → ${section} reads it`}];
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return [
        {
          file,
          line: 1,
          message: `${file} is not valid JSON (${(error as Error).message}): undo the hand edit, or save it again in /admin`,
        },
      ];
    }
    const result = schema.safeParse(value);
    if (result.success) return [];
    return result.error.issues.map((issue) => ({
      file,
      line: jsonLine(text, issue.path),
      message: `${file} (/admin → ${section}), ${pathText(issue.path)}: ${issue.message}`,
    }));
  });
}

/** Each office a city or a nearby town names is in the offices file; keys and slugs are not used twice. */
function referenceProblems(site: SiteContent): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const [businessFile, officesFile] = [ownerFiles[0].file, ownerFiles[1].file];
  let owner: OwnerBusiness;
  let offices: OfficesData;
  try {
    owner = JSON.parse(site.data[businessFile] ?? '') as OwnerBusiness;
    offices = JSON.parse(site.data[officesFile] ?? '') as OfficesData;
  } catch {
    return [];
  }
  const ids = new Set((offices.offices ?? []).map((o) => o.id));
  const unknown = (file: string, text: string, path: Path, id: string | undefined) => {
    if (id === undefined || ids.has(id)) return;
    problems.push({
      file,
      line: jsonLine(text, path),
      message:
        `${file}, ${pathText(path)}: no building office has the key "${id}": pick one from ` +
        `/admin → Business → Building offices (${[...ids].join(', ')}), or add the office there first`,
    });
  };
  (owner.cities ?? []).forEach((c, i) => {
    unknown(businessFile, site.data[businessFile], ['cities', i, 'inside'], c.inside);
    unknown(businessFile, site.data[businessFile], ['cities', i, 'outside'], c.outside);
  });
  (offices.nearby ?? []).forEach((p, i) => {
    unknown(officesFile, site.data[officesFile], ['nearby', i, 'inside'], p.inside);
    unknown(officesFile, site.data[officesFile], ['nearby', i, 'outside'], p.outside);
  });
  unknown(officesFile, site.data[officesFile], ['elsewhere'], offices.elsewhere);
  const twice = (file: string, list: readonly {readonly [key: string]: unknown}[], key: string, what: string) =>
    list.forEach((item, i) => {
      if (list.findIndex((other) => other[key] === item[key]) < i)
        problems.push({
          file,
          line: jsonLine(site.data[file], [what, i, key]),
          message: `${file}, ${what} ${i + 1}: "${String(item[key])}" is used twice: each ${key} names one entry`,
        });
    });
  twice(officesFile, offices.offices ?? [], 'id', 'offices');
  twice(businessFile, owner.cities ?? [], 'slug', 'cities');
  return problems;
}

/** The services' and programs' files, as the build reads them before it makes their pages (plugins/detail-pages). */
export function copyFolderProblems(siteDir: string): ContentProblem[] {
  const files = copyFolders.flatMap(({name}) => folderFiles(siteDir, name));
  const data = Object.fromEntries(files.map((file) => [file, readFileSync(join(siteDir, file), 'utf8')]));
  return schemaProblems(data).filter((p) => p.file in data);
}

export const ownerDataValid: Rule = (site) => [
  ...schemaProblems(site.data),
  ...strayPages(site.data),
  ...referenceProblems(site),
];
