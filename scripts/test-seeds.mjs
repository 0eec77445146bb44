// `npm run test:seeds [-- <count> [<first seed>]]`: the varied copy drawn from `count` seeds in a row (20 unless
// given; from the first seed given, or 1), each built as `npm test` builds it (tests/writer/varied.test.ts) and
// each run through the Jest tests that read src/data (scripts/varied-data.mjs). Prints each seed's result and stops
// at the first that fails, so `SEED=<that seed> npm test` replays it.
import {join, resolve} from 'node:path';
import crossSpawn from 'cross-spawn';
import {variedDataTests} from './varied-data.mjs';

const root = resolve(import.meta.dirname, '..');
const [count = 20, first = 1] = process.argv.slice(2).map(Number);
for (let seed = first; seed < first + count; seed++) {
  const env = {...process.env, SEED: String(seed)};
  const started = Date.now();
  const built = crossSpawn.sync(join(root, 'node_modules', '.bin', 'jest'), ['--ci', 'tests/writer/varied.test.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  const ok = built.status === 0 && variedDataTests(join(root, 'reports', `jest-varied-${seed}.json`), env);
  console.log(`SEED=${seed}: ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)}s`);
  if (!ok) process.exit(1);
}
console.log(`${count} seeds in a row passed.`);
