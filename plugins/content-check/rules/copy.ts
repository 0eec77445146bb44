/**
 * What the copy (src/data/copy: the site pages', the services' and the programs' words) points at is there: every
 * link leads to a page of the site (a service removed in /admin leaves each link to it named here, with its file and
 * line), every picture is under static/, every shared card a page picks is among the selling points, and every
 * `{token}` is one the page fills (a typo would show as it is written). Each problem names the file and the line.
 */
import * as z from 'zod';
import type {ContentProblem} from '../checks';
import type {EditorMeta} from '../../../src/data/schema';
import {copyFolders, factTokens} from '../../../src/data/copySchema';
import {pageFile, sitePages, type SellingPointsCopy} from '../../../src/data/pageSchema';
import {tokenPattern} from '../../../src/lib/copyText';
import {linksIn} from '../../../src/lib/copyLinks';
import {jsonLine, pathText} from './ownerData';
import type {Rule, SiteContent} from './site';

type Path = readonly (string | number)[];

/** Every text of a JSON value, with its path. */
function* textsOf(value: unknown, path: Path = []): Generator<[Path, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* textsOf(v, [...path, i]);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) yield* textsOf(v, [...path, k]);
}

interface JsonSchema {
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly items?: JsonSchema;
  readonly oneOf?: readonly JsonSchema[];
  readonly anyOf?: readonly JsonSchema[];
  readonly const?: unknown;
  readonly pick?: EditorMeta['pick'];
}

/** The schema of the value at `path` (a section's by its kind), or undefined. */
function schemaAt(schema: JsonSchema | undefined, value: unknown, path: Path): JsonSchema | undefined {
  if (!schema || path.length === 0) return schema;
  const options = schema.oneOf ?? schema.anyOf;
  if (options) {
    const kind = (value as {kind?: unknown} | undefined)?.kind;
    return schemaAt(options.find((o) => o.properties?.kind?.const === kind) ?? options[0], value, path);
  }
  const [head, ...rest] = path;
  const next = (value as Record<string | number, unknown> | undefined)?.[head];
  return schemaAt(typeof head === 'number' ? schema.items : schema.properties?.[head], next, rest);
}

/** Each copy file, parsed, with its schema and the tokens its texts may hold beyond the business's facts. */
function copyFiles(site: SiteContent): {file: string; value: unknown; schema: JsonSchema; tokens: readonly string[]}[] {
  const files = [
    ...sitePages.map(({name, schema, tokens}) => ({file: pageFile(name), schema: schema as z.ZodType, tokens})),
    ...copyFolders.flatMap(({folder, schema}) =>
      Object.keys(site.data)
        .filter((file) => file.startsWith(`${folder}/`) && file.endsWith('.json'))
        .map((file) => ({file, schema: schema as z.ZodType, tokens: [] as readonly string[]})),
    ),
  ];
  return files.flatMap(({file, schema, tokens}) => {
    try {
      const value = JSON.parse(site.data[file] ?? '') as unknown;
      return [{file, value, schema: z.toJSONSchema(schema, {io: 'input'}) as JsonSchema, tokens}];
    } catch {
      return []; // ./ownerData names a file that is missing or not JSON
    }
  });
}

/** The tokens a text holds, by name. */
const tokensIn = (text: string): string[] => [...text.matchAll(tokenPattern)].map((m) => m[1]);

const pricedCell = /^\{(?:installed )?price [a-z]+\}$/;
const isPicture = /^\/img\/\S+\.(?:svg|jpe?g|png|webp|avif)$/i;

/** One text's problems: a link to no page, a picture not there, a token nothing fills. */
function textProblems(site: SiteContent, path: Path, text: string, known: Set<string>): string[] {
  const last = path.at(-1);
  const problems: string[] = [];
  const targets = [...linksIn(text), ...(last === 'to' ? [text] : [])];
  for (const to of targets)
    if (to.startsWith('/') && !site.isKnownPath(to))
      problems.push(`the link to ${to} leads to no page of the site: point it at a page that is there, or remove it`);
  if (isPicture.test(text) && !site.staticFileExists(text))
    problems.push(`the picture ${text} is not in static${text}: upload it again, or pick another`);
  if (pricedCell.test(text) && path.includes('cells')) return problems;
  for (const token of tokensIn(text))
    if (!known.has(token))
      problems.push(
        `{${token}} is nothing this page fills in: write one of ${[...known].map((t) => `{${t}}`).join(', ')}`,
      );
  return problems;
}

/** The selling points' keys, and every key a page or a section picks. */
function sellingPointProblems(site: SiteContent, files: ReturnType<typeof copyFiles>): ContentProblem[] {
  const pointsFile = pageFile('selling-points');
  const points = (files.find((f) => f.file === pointsFile)?.value as SellingPointsCopy | undefined)?.points ?? [];
  const keys = new Set(points.map((p) => p.id));
  const problems: ContentProblem[] = points.flatMap((p, i) =>
    points.findIndex((other) => other.id === p.id) < i
      ? [
          {
            file: pointsFile,
            line: jsonLine(site.data[pointsFile], ['points', i, 'id']),
            message: `${pointsFile}, points ${i + 1}: the key "${p.id}" is used twice: each names one selling point`,
          },
        ]
      : [],
  );
  for (const {file, value, schema} of files)
    for (const [path, text] of textsOf(value)) {
      if (schemaAt(schema, value, path)?.pick?.file === 'selling-points' && !keys.has(text))
        problems.push({
          file,
          line: jsonLine(site.data[file], path),
          message: `${file}, ${pathText(path)}: no selling point has the key "${text}": pick one of ${[...keys].join(', ')} (Site pages → Selling points)`,
        });
    }
  return problems;
}

export const copyPointsAtWhatIsThere: Rule = (site) => {
  const files = copyFiles(site);
  const problems = files.flatMap(({file, value, tokens}) => {
    const known = new Set<string>([...factTokens, ...tokens]);
    return [...textsOf(value)].flatMap(([path, text]) =>
      textProblems(site, path, text, known).map((message) => ({
        file,
        line: jsonLine(site.data[file], path),
        message: `${file}, ${pathText(path)}: ${message}`,
      })),
    );
  });
  return [...problems, ...sellingPointProblems(site, files)];
};
