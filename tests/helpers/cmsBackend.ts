/**
 * The content manager's local backend for tests: decap-server in git mode on
 * a throwaway git repository holding a copy of the site, so the editorial
 * workflow's branches are real and this working tree is never written.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {copySite} from './siteCopy';

export function git(dir: string, ...args: string[]): string {
  const run = spawnSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@local', ...args], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}

/** A copy of the site as a git repository on branch main. */
export function siteRepoCopy(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'kdb-cms-repo-')), 'site');
  copySite(dir);
  writeFileSync(join(dir, '.gitignore'), 'node_modules\nbuild\n.docusaurus\n');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'The site');
  return dir;
}

export const removeRepo = (dir: string): void => rmSync(join(dir, '..'), {recursive: true, force: true});

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

/** decap-server in git mode on that repository: branches cms/<collection>/<slug>, statuses as branch descriptions. */
export async function startDecapServer(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    env: {...process.env, MODE: 'git', GIT_REPO_DIRECTORY: dir, PORT: String(port), BIND_HOST: '127.0.0.1'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`decap-server did not start: ${out}`)), 15_000);
    const onData = (chunk: Buffer) => {
      out += chunk;
      if (/listening on/.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.once('exit', (code) => reject(new Error(`decap-server exited (${code}): ${out}`)));
  });
  return server;
}
