// cspell:words Tarjan
// An ESLint rule: no import cycle among the repository's own modules. Two modules that import each other (directly
// or round a longer loop) cannot be read, tested or split alone, and a value read before its module has run is
// undefined. Every static import and re-export counts, type-only ones too (they tie the files as tightly for a
// reader); a dynamic import() does not (it runs later, by design). `@site/…` and `@theme/…` resolve to the
// repository's files; packages are not followed.
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..', '..');
const extensions = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.jsx'];

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** A path as Node and the bundler complete it: the file, with an extension, or a folder's index. */
function complete(path) {
  if (extensions.some((e) => path.endsWith(e)) && isFile(path)) return path;
  for (const candidate of [...extensions.map((e) => path + e), ...extensions.map((e) => join(path, `index${e}`))])
    if (isFile(candidate)) return candidate;
  return null;
}

/** The theme folders @theme/… reads, the site's swizzles first, then each local plugin's. */
const themeDirs = () => [
  join(root, 'src', 'theme'),
  ...readdirSync(join(root, 'plugins'), {withFileTypes: true})
    .filter((d) => d.isDirectory())
    .map((d) => join(root, 'plugins', d.name, 'theme')),
];

/** The repository file an import names, or null for a package or anything not ours. */
export function resolveImport(from, specifier) {
  if (specifier.startsWith('.')) return complete(resolve(dirname(from), specifier));
  if (specifier.startsWith('@site/')) return complete(join(root, specifier.slice('@site/'.length)));
  if (specifier.startsWith('@theme/'))
    for (const dir of themeDirs()) {
      const found = complete(join(dir, specifier.slice('@theme/'.length)));
      // A swizzle naming itself means the theme's own component (its Props type): not this file.
      if (found) return found === from ? null : found;
    }
  return null;
}

/** The modules a file imports statically (imports, re-exports, `import x = require()`), with their statements. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found = [];
  for (const statement of source.statements) {
    const specifier =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ? statement.moduleSpecifier
        : ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)
          ? statement.moduleReference.expression
          : undefined;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const target = resolveImport(file, specifier.text);
    if (target) found.push({target, line: source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1});
  }
  return found;
}

const graph = new Map();
const edges = (file) => {
  if (!graph.has(file)) graph.set(file, importsOf(file));
  return graph.get(file);
};

/** The strongly connected component a file belongs to (Tarjan's algorithm), memoized for the lint run. */
const componentOf = new Map();
function components(start) {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const visit = (file) => {
    order.set(file, index);
    low.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const {target} of edges(file)) {
      if (componentOf.has(target)) continue;
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), order.get(target)));
    }
    if (low.get(file) === order.get(file)) {
      const members = new Set();
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        members.add(member);
      } while (member !== file);
      for (const m of members) componentOf.set(m, members);
    }
  };
  if (!componentOf.has(start)) visit(start);
  return componentOf.get(start);
}

/** The shortest way from one module back to another inside their cycle, as repository paths. */
function pathBack(from, to, members) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === to) break;
    for (const {target} of edges(file))
      if (members.has(target) && !previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
  }
  const path = [];
  for (let at = to; at !== null && at !== undefined; at = previous.get(at)) path.unshift(at);
  return path;
}

const shown = (file) => relative(root, file);

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: {description: 'Modules of this repository import one another in one direction only: no cycle'},
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!extensions.some((e) => file.endsWith(e)) || !file.startsWith(root)) return {};
    return {
      Program() {
        const members = components(file);
        for (const {target, line} of edges(file)) {
          if (!members.has(target)) continue;
          const loop = [file, ...pathBack(target, file, members).map((f) => f)];
          context.report({
            loc: {line, column: 0},
            message: `Import cycle: ${loop.map(shown).join(' → ')}. Move what they share into a module both import.`,
          });
        }
      },
    };
  },
};

export default {rules: {'no-cycle': noImportCycle}};
