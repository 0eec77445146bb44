/**
 * @jest-environment node
 *
 * `npm ci` on a fresh machine: what the lockfile installs is what the site runs with. Read from the
 * lockfile (what every machine installs), so a dependency bump that brings a second React, a peer
 * out of range or an install script nobody reviewed fails here, not as a warning nobody reads.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import semver from 'semver';

type Locked = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  hasInstallScript?: boolean;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, {optional?: boolean}>;
};

const root = path.join(__dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, Locked>;
};
const installed = Object.entries(lock.packages).filter(([at]) => at !== '');
const nameAt = (at: string) => at.slice(at.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** Node's lookup: the package's own node_modules, then each enclosing one up to the root. */
function resolveFrom(at: string, name: string): Locked | undefined {
  let dir = at;
  for (;;) {
    const found = lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`];
    if (found || !dir) return found;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent === -1 ? '' : dir.slice(0, parent);
  }
}

test('the lockfile installs one React, so hooks in the site, the theme and the editor share it', () => {
  for (const name of ['react', 'react-dom']) {
    const versions = new Set(installed.filter(([at]) => nameAt(at) === name).map(([, p]) => p.version));
    expect([name, [...versions]]).toEqual([name, [expect.any(String)]]);
  }
});

test('every package finds the peers it needs, in a version it accepts (npm ci prints no ERESOLVE)', () => {
  const unmet: string[] = [];
  for (const [at, pkg] of installed) {
    for (const [peer, range] of Object.entries(pkg.peerDependencies ?? {})) {
      if (pkg.peerDependenciesMeta?.[peer]?.optional) continue;
      const found = resolveFrom(at, peer);
      if (!found?.version) unmet.push(`${at} needs ${peer}@${range}: not installed`);
      else if (!semver.satisfies(found.version, range, {includePrerelease: true}))
        unmet.push(`${at} needs ${peer}@${range}: ${found.version} installed`);
    }
  }
  expect(unmet).toEqual([]);
});

test('every install script in the tree has been reviewed in package.json allowScripts', () => {
  const reviewed = manifest.allowScripts ?? {};
  const withScripts = [...new Set(installed.filter(([, p]) => p.hasInstallScript).map(([at]) => nameAt(at)))];
  expect(withScripts.filter((name) => !(name in reviewed))).toEqual([]);
  // A decision about a package no longer installed is noise that hides the next real one.
  expect(Object.keys(reviewed).filter((name) => !withScripts.includes(name))).toEqual([]);
});
