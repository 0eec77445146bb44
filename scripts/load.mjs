// npm run load: a short, bounded wrk run on loopback against the production
// nginx config (home page, a blog post and the main bundle), asking for
// compression the way browsers do. Prints requests per second, p99 latency
// and errors. Needs a build, nginx and wrk (Debian: apt-get install -y wrk).
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';

const port = 4190;
if (!existsSync('build/index.html')) spawnSync('npm', ['run', 'build'], {stdio: 'inherit'});
const mainBundle = /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(readFileSync('build/index.html', 'utf8'))?.[0];
// A blog post from the sitemap: whichever the writers have published.
const post = /<loc>[^<]*?(\/blog\/(?!tags|archive|authors|page)[^<]+)<\/loc>/.exec(
  readFileSync('build/sitemap.xml', 'utf8'),
)?.[1];
const paths = ['/', post, mainBundle];
const seconds = Number(process.env.LOAD_SECONDS ?? 10);

const server = spawn('node', ['tests/e2e/server.mjs'], {env: {...process.env, PORT: String(port)}, stdio: 'ignore'});
await new Promise((r) => setTimeout(r, 1500));
try {
  console.log(
    `wrk, ${seconds}s per path, 2 threads, 64 connections, Accept-Encoding as Chromium sends it, 127.0.0.1:${port}`,
  );
  for (const path of paths) {
    const r = spawnSync(
      'wrk',
      [
        '-t2',
        '-c64',
        `-d${seconds}s`,
        '--latency',
        '-H',
        'Accept-Encoding: gzip, deflate, br, zstd',
        `http://127.0.0.1:${port}${path}`,
      ],
      {
        encoding: 'utf8',
      },
    );
    if (r.error) throw r.error;
    const out = r.stdout;
    const rps = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
    const p99 = /99%\s+([\d.]+\w+)/.exec(out)?.[1];
    const errors = /Socket errors: (.*)/.exec(out)?.[1] ?? 'none';
    const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? '0';
    console.log(`${path.padEnd(18)} ${rps} req/s   p99 ${p99}   socket errors: ${errors}   non-2xx: ${non2xx}`);
  }
} finally {
  server.kill('SIGTERM');
}
