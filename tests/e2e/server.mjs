// Serves build/ with the production nginx config (deploy/nginx), changing
// only what a loopback test needs: listen addresses (443 -> PORT, 80 -> PORT+7),
// no certificates (the TLS blocks answer plain http), the root, and 127.0.0.1
// and localhost as names of the canonical site. Used by Playwright's webServer
// and `npm run serve:nginx`. Needs nginx (Debian: apt-get install nginx).
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.PORT ?? 4173);
const httpPort = port + 7;
const buildDir = resolve(process.env.BUILD_DIR ?? join(root, 'build'));
const nginxBin = process.env.NGINX ?? '/usr/sbin/nginx';
const modules = '/usr/lib/nginx/modules';

if (!existsSync(join(buildDir, 'index.html'))) {
  console.error(`No build at ${buildDir}: run npm run build first.`);
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'kdb-nginx-'));
// The browser tests read this log to prove nginx warns about nothing (e.g. early errors).
const errorLog = resolve(process.env.NGINX_ERROR_LOG ?? join(dir, 'error.log'));
mkdirSync(dirname(errorLog), {recursive: true});
mkdirSync(join(dir, 'snippets'));
const brotli = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'].every((m) =>
  existsSync(join(modules, m)),
);

// The site's own server block is the one with a root; the loopback names join its server_name.
const addLoopbackNames = (conf) =>
  conf
    .split(/\n(?=server \{)/)
    .map((block) =>
      /^\s*root /m.test(block) ? block.replace(/server_name ([^;]+);/, 'server_name $1 127.0.0.1 localhost;') : block,
    )
    .join('\n');
// TLS=1 (npm run bench): https and HTTP/2 as on every real host, with a
// throwaway self-signed certificate for localhost (the browser is told to accept it).
const tls = process.env.TLS === '1';
if (tls) {
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    {stdio: 'ignore'},
  );
  if (made.status !== 0) throw new Error('TLS=1 needs openssl to make a certificate');
}
const site = addLoopbackNames(readFileSync(join(root, 'deploy/nginx/knoxville-deck-builders.conf'), 'utf8'))
  .replace(/^.*listen \[::\].*\n/gm, '')
  .replace(/listen 443( ssl(?: http2)?)?/g, (_, ssl = '') => `listen 127.0.0.1:${port}${tls ? ssl : ''}`)
  .replace(/listen 80\b/g, `listen 127.0.0.1:${httpPort}`)
  .replace(/^(\s*)ssl_certificate(_key)? [^;]+;\n/gm, (_, indent, key) =>
    tls ? `${indent}ssl_certificate${key ?? ''} ${join(dir, key ? 'key.pem' : 'cert.pem')};\n` : '',
  )
  .replace(/^(\s*)root [^;]+;/m, `$1root ${buildDir};`);
writeFileSync(join(dir, 'site.conf'), site);
// The build's own snippets, as the deploy copies them (README, "nginx"). A build
// without them (the bench's vanilla Docusaurus yardstick) is served without headers.
for (const name of ['security', 'admin']) {
  const snippet = join(buildDir, `nginx-${name}-headers.conf`);
  writeFileSync(join(dir, `snippets/kdb-${name}-headers.conf`), existsSync(snippet) ? readFileSync(snippet) : '');
}
writeFileSync(join(dir, 'brotli.conf'), readFileSync(join(root, 'deploy/nginx/brotli.conf')));

writeFileSync(
  join(dir, 'nginx.conf'),
  [
    brotli && `load_module ${modules}/ngx_http_brotli_filter_module.so;`,
    brotli && `load_module ${modules}/ngx_http_brotli_static_module.so;`,
    // Running as root (CI containers): keep workers as root so they can read the build and temp dirs.
    process.getuid?.() === 0 && 'user root;',
    'worker_processes 2;',
    'daemon off;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${errorLog} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  types { application/manifest+json webmanifest; }',
    '  access_log off;',
    '  sendfile on;',
    `  client_body_temp_path ${dir}/body;`,
    `  proxy_temp_path ${dir}/proxy;`,
    `  fastcgi_temp_path ${dir}/fastcgi;`,
    `  uwsgi_temp_path ${dir}/uwsgi;`,
    `  scgi_temp_path ${dir}/scgi;`,
    brotli && '  include brotli.conf;',
    '  include site.conf;',
    '}',
  ]
    .filter(Boolean)
    .join('\n'),
);

const nginx = spawn(nginxBin, ['-p', dir, '-c', join(dir, 'nginx.conf')], {stdio: 'inherit'});
console.log(
  `nginx serving ${buildDir} on ${tls ? `https://localhost` : `http://127.0.0.1`}:${port}, redirects on :${httpPort} (brotli ${brotli ? 'on' : 'off'})`,
);
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
nginx.on('exit', (code) => process.exit(code ?? 0));
