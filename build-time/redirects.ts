import {existsSync} from 'node:fs';
import {join} from 'node:path';

/** The replaced site's top-level loan paths, kept working as redirects. */
export const legacyRedirects = [
  {from: '/fha', to: '/loan-programs/fha'},
  {from: '/va', to: '/loan-programs/va'},
  {from: '/refinance', to: '/loan-programs/refinance'},
  {from: '/cash-out', to: '/loan-programs/cash-out'},
];

/**
 * Those whose program is still on the site (its file in src/data/copy/loan-programs): a program removed in /admin
 * takes its old path with it, where a redirect to no page would stop the build.
 */
export const liveLegacyRedirects = (siteDir: string): typeof legacyRedirects =>
  legacyRedirects.filter(({to}) => existsSync(join(siteDir, 'src', 'data', 'copy', `${to.slice(1)}.json`)));
