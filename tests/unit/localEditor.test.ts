/**
 * @jest-environment node
 *
 * `npm run cms` starts the site with npm the way every platform accepts: on Windows npm is npm.cmd, which Node
 * refuses to spawn without a shell since 20.12.2 (EINVAL, CVE-2024-27980). cross-spawn resolves and quotes it.
 */
import {EventEmitter} from 'node:events';

jest.mock('cross-spawn', () => jest.fn(() => Object.assign(new EventEmitter(), {exitCode: null, kill: jest.fn()})));

import crossSpawn from 'cross-spawn';
import {startSite} from '@site/plugins/editor/local';

describe('npm run cms', () => {
  it('starts the site through cross-spawn: npm start, in the site, without opening a browser', () => {
    startSite('/site');
    expect(crossSpawn).toHaveBeenCalledWith('npm', ['start', '--', '--no-open'], {cwd: '/site', stdio: 'inherit'});
  });

  it("is what cross-spawn turns into a command Windows runs: npm.cmd through the shell's command line", () => {
    const platform = Object.getOwnPropertyDescriptor(process, 'platform')!;
    Object.defineProperty(process, 'platform', {value: 'win32'});
    try {
      jest.isolateModules(() => {
        // cross-spawn reads the platform as it loads: a fresh copy, as it loads on Windows.
        const {_parse: parse} = jest.requireActual<{
          _parse: (c: string, a: string[], o: object) => {command: string; args: string[]};
        }>('cross-spawn');
        const parsed = parse('npm', ['start', '--', '--no-open'], {});
        expect(parsed.command).toMatch(/cmd(\.exe)?$/i);
        expect(parsed.args.join(' ')).toMatch(/^\/d \/s \/c "npm .*start.*--no-open/);
      });
    } finally {
      Object.defineProperty(process, 'platform', platform);
    }
  });
});
