/**
 * The front matter format as one browser script for /admin/
 * (kdb-frontmatter.js): TypeScript through Rspack's built-in SWC loader, with
 * `yaml` bundled, as a classic script (the admin page has no module loader
 * and its CSP allows no inline script). Rspack is the bundler Docusaurus
 * already builds the site with. The bundle is made once per change of its
 * sources and kept in node_modules/.cache, so a build pays nothing for it:
 * made in a folder of its own and stored as a checked entry
 * (build-time/cacheFile.ts), so a build stopped while Rspack writes, or two
 * builds at once, never leave or ship half a script.
 */
import {createHash} from 'node:crypto';
import {mkdir, mkdtemp, readFile, readdir, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {readEntry, writeEntry, writeWhole} from '../../../build-time/cacheFile';

export const FORMAT_SCRIPT = 'kdb-frontmatter.js';

async function sourcesHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await readdir(__dirname)).filter((f) => f.endsWith('.ts')).sort()) {
    hash.update(file).update(await readFile(join(__dirname, file)));
  }
  hash.update(JSON.parse(await readFile(require.resolve('yaml/package.json'), 'utf8')).version);
  return hash.digest('hex').slice(0, 16);
}

async function compile(outDir: string): Promise<void> {
  // Loaded only when a bundle is made: importing the editor's config stays cheap.
  const {rspack} = await import('@rspack/core');
  return new Promise((resolve, reject) =>
    rspack(
      {
        mode: 'production',
        target: ['web', 'es2020'],
        context: __dirname,
        entry: './register.ts',
        output: {path: outDir, filename: FORMAT_SCRIPT, iife: true},
        resolve: {extensions: ['.ts', '.js']},
        module: {
          rules: [
            {
              test: /\.ts$/,
              loader: 'builtin:swc-loader',
              options: {jsc: {parser: {syntax: 'typescript'}}},
              type: 'javascript/auto',
            },
          ],
        },
        devtool: false,
        infrastructureLogging: {level: 'error'},
      },
      (error, stats) => {
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
        else resolve();
      },
    ),
  );
}

/** Writes kdb-frontmatter.js into `out`, from the cache when its sources have not changed. */
export async function writeFormatScript(out: string, cacheDir: string): Promise<void> {
  const entry = join(cacheDir, `${await sourcesHash()}.js`);
  let script = await readEntry(entry);
  if (!script) {
    const scratch = await mkdtemp(join(tmpdir(), 'kdb-editor-format-'));
    try {
      await compile(scratch);
      script = await readFile(join(scratch, FORMAT_SCRIPT));
    } finally {
      await rm(scratch, {recursive: true, force: true});
    }
    await mkdir(cacheDir, {recursive: true});
    await writeEntry(entry, script);
  }
  await writeWhole(join(out, FORMAT_SCRIPT), script);
}
