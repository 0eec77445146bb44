import {spawnSync} from 'node:child_process';
import {join} from 'node:path';
import {business} from '@site/src/data/business';
import {
  formatFindings,
  launchFindings,
  noSamples,
  type LaunchSettings,
  type SampleContent,
} from '@site/plugins/launch-check/launchCheck';
import {sampleContent} from '@site/plugins/launch-check/samples';

/** A site ready to launch: real-looking values in every field the check reads. */
const ready: LaunchSettings = {
  url: 'https://www.knoxvilledeckbuilders.com',
  email: 'hello@knoxvilledeckbuilders.com',
  phone: {display: '(865) 867-5309', e164: '+18658675309'},
  address: {street: '1200 Kingston Pike', postalCode: '37902'},
  leadForm: {id: 'mtQtVzTlUDoypTYDd19h'},
  financingForm: {id: ''},
  license: {number: '123456'},
  chatWidget: {id: '68783ee456f95631fb2a4b23'},
  stats: {decksBuilt: '1000+', yearsInBusiness: '15+', rating: '4.9', reviewCount: '233+'},
  statsChecked: {decksBuilt: true, yearsInBusiness: true, rating: true, reviewCount: true},
};

/** Every stand-in the repository starts with, as a fork would find them. */
const standIns: LaunchSettings = {
  url: 'https://www.example.com',
  email: 'hello@example.org',
  phone: {display: '(865) 555-0142', e164: '+18655550142'},
  address: {street: '', postalCode: ''},
  leadForm: {id: 'kdb-website-form'},
  financingForm: {id: ''},
  license: {number: ''},
  chatWidget: {id: 'kdb-chat-widget'},
  stats: {decksBuilt: '1000+', yearsInBusiness: '15+', rating: '4.9', reviewCount: '233+'},
  statsChecked: {decksBuilt: false, yearsInBusiness: true, rating: false, reviewCount: true},
};

/** The samples a fresh fork shows. */
const samples: SampleContent = {
  testimonials: 8,
  illustrations: ['Composite deck under the oaks', 'Lakeside deck'],
  claims: [{claim: '$2M+ Value added', where: 'docs/service-areas/farragut.mdx'}],
};

describe('launch check', () => {
  it('finds nothing in a site ready to launch', () => {
    expect(launchFindings(ready)).toEqual([]);
    expect(formatFindings([])).toBe('Launch check: no stand-ins left.');
  });

  it.each([
    ['a fictional 555-01xx number', {phone: {display: '(865) 555-0142', e164: '+18655550142'}}, /fictional 555-01xx/],
    ['a placeholder form id', {leadForm: {id: 'kdb-website-form'}}, /lead form id "kdb-website-form" is a placeholder/],
    ['an empty form id', {leadForm: {id: ''}}, /lead form id is empty/],
    ['a placeholder financing form id', {financingForm: {id: 'apply-form'}}, /financing form id/],
    ['a placeholder chat id', {chatWidget: {id: 'kdb-chat-widget'}}, /chat widget id/],
    ['no license number', {license: {number: ''}}, /Tennessee contractor license number is missing/],
    ['an example domain', {url: 'https://www.example.com'}, /site URL uses the example domain www.example.com/],
    ['an example email', {email: 'hello@example.org'}, /email uses the example domain/],
    [
      'a missing street address',
      {address: {street: '', postalCode: '37902'}},
      /street address or postal code is missing/,
    ],
  ] as [string, Partial<LaunchSettings>, RegExp][])('lists %s', (_, patch, message) => {
    const findings = launchFindings({...ready, ...patch});
    expect(findings).toHaveLength(1);
    expect(findings[0].what).toMatch(message);
    expect(findings[0].fix).toMatch(/src\/data\/owner\/business\.json|SITE_URL/);
  });

  it('checks the URL the build will use (SITE_URL), not only the default', () => {
    expect(launchFindings(ready, 'http://localhost:3000')[0].what).toMatch(/localhost/);
  });

  it('lists every stand-in a fresh fork holds, each with what to change', () => {
    const findings = launchFindings(standIns);
    expect(findings.map((f) => f.what).join('\n')).toMatch(
      /555-01xx[\s\S]*kdb-website-form[\s\S]*kdb-chat-widget[\s\S]*license number/,
    );
    expect(findings).toHaveLength(8);
    expect(formatFindings(findings)).toMatch(/^Launch check: 8 stand-ins still in the site:/);
    expect(findings[7].what).toMatch(/headline claims not checked.*1000\+ \(decksBuilt\), 4\.9 \(rating\)/);
  });

  it('lists sample reviews, illustrated projects and unconfirmed claims until the owner replaces them', () => {
    const whats = launchFindings(ready, ready.url, samples).map((f) => f.what);
    expect(whats).toEqual([
      expect.stringMatching(/^8 sample reviews/),
      expect.stringMatching(/^2 gallery projects are illustrations: Composite deck under the oaks, Lakeside deck$/),
      '"$2M+ Value added" is a sample claim nobody can confirm yet',
    ]);
    expect(launchFindings(ready, ready.url, noSamples)).toEqual([]);
  });

  it('npm run check:launch prints what business.ts holds, and --strict fails exactly while a stand-in is left', () => {
    const {SITE_URL: _ignored, ...env} = process.env;
    const run = (...args: string[]) =>
      spawnSync('npx', ['docusaurus', 'check-launch', ...args], {encoding: 'utf8', env});
    const findings = launchFindings(business, business.url, sampleContent(join(__dirname, '..', '..')));
    const relaxed = run();
    expect(relaxed.status).toBe(0);
    expect(relaxed.stdout).toContain(formatFindings(findings));
    expect(run('--strict').status).toBe(findings.length > 0 ? 1 : 0);
  }, 60_000);
});
