/**
 * The front matter format as one browser script for /admin/
 * (kdb-frontmatter.js): TypeScript through Rspack's built-in SWC loader, with
 * `yaml` bundled, as a classic script (the admin page has no module loader
 * and its CSP allows no inline script). Rspack is the bundler Docusaurus
 * already builds the site with. The bundle is made once per change of its
 * sources and kept in node_modules/.cache, so a build pays nothing for it.
 */
import {createHash} from 'node:crypto';
import {copyFile, mkdir, readFile, readdir, stat} from 'node:fs/promises';
import {join} from 'node:path';

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
  const cached = join(cacheDir, await sourcesHash());
  const file = join(cached, FORMAT_SCRIPT);
  if (!(await stat(file).catch(() => null))) {
    await mkdir(cached, {recursive: true});
    await compile(cached);
  }
  await copyFile(file, join(out, FORMAT_SCRIPT));
}
