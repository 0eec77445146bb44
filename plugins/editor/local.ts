/**
 * `npm run cms`: the content manager (/admin/) on a writer's machine, without
 * GitHub. Starts decap-server, the local backend /admin/ uses whenever it is
 * opened on localhost, and `npm start`.
 *
 * - default: decap-server on this working tree. "Publish" writes the post and
 *   its photo straight into blog/ and static/img/blog/ (simple mode, no
 *   branches) and the preview reloads.
 * - workflow: Draft, In review and Ready on a sandbox clone
 *   (node_modules/.cache/kdb-cms-sandbox): each post is a branch cms/blog/<file>,
 *   "Publish" merges it into the sandbox's main. Decap's git mode checks out
 *   its branches where it runs and commits with `git add .`, so it never runs
 *   on the writer's own checkout.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import crossSpawn from 'cross-spawn';
import {existsSync, mkdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {editorSettings} from '../../build-time/editor';

function git(cwd: string, ...args: string[]): void {
  const run = spawnSync('git', args, {cwd, encoding: 'utf8'});
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
}

/**
 * `npm start` beside the backend. Through cross-spawn: on Windows npm is a .cmd script, which Node refuses to
 * spawn without a shell since 20.12.2 (CVE-2024-27980, EINVAL); cross-spawn runs it the way Windows accepts.
 */
export function startSite(siteDir: string): ChildProcess {
  return crossSpawn('npm', ['start', '--', '--no-open'], {cwd: siteDir, stdio: 'inherit'});
}

export function runLocalEditor(siteDir: string, options: {workflow: boolean; start: boolean}): void {
  const port = new URL(editorSettings.localBackendUrl).port;
  let repo = siteDir;
  if (options.workflow) {
    repo = join(siteDir, 'node_modules', '.cache', 'kdb-cms-sandbox');
    if (!existsSync(join(repo, '.git'))) {
      mkdirSync(dirname(repo), {recursive: true});
      git(siteDir, 'clone', '--quiet', '--no-hardlinks', siteDir, repo);
    }
    git(repo, 'checkout', '--quiet', '-B', editorSettings.github.branch);
  }

  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  const server = spawn(process.execPath, [createRequire(__filename).resolve('decap-server/dist/index.js')], {
    env: {
      ...process.env,
      MODE: options.workflow ? 'git' : 'fs',
      GIT_REPO_DIRECTORY: repo,
      PORT: port,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  children.push(server);
  server.on('exit', (code) => {
    if (code) console.error(`decap-server stopped (exit ${code}): is port ${port} in use?`);
    stop();
  });

  if (options.start) {
    const start = startSite(siteDir);
    children.push(start);
    start.on('exit', stop);
  }

  console.log(
    [
      '',
      `Content manager: http://localhost:3000${editorSettings.path} (click Login; no password, the local backend is ${options.workflow ? `the sandbox ${repo}` : 'this working tree'}).`,
      options.workflow
        ? `Drafts are branches there (git -C ${repo} branch). Bring a published post here with: git pull ${repo} ${editorSettings.github.branch}`
        : 'Posts are written into blog/ and static/img/blog/ when you publish; review them with git diff.',
      '',
    ].join('\n'),
  );
}
