import {cacheRules, redirects} from '../../build-time/hosting';
import {adminContentSecurityPolicy, adminSecurityHeaders, securityHeaders} from '../../build-time/security';
import {editorSettings} from '../../build-time/editor';
import {noindex} from '../../build-time/deployment';
import {serializeCsp} from './csp';
import type {HostPolicy} from './hostFiles';

/**
 * What every host serves: the site's headers (its CSP with this build's
 * script hashes), caching, redirects, and the content manager's folder with a
 * policy of its own, which never loosens the public pages'. A preview says
 * noindex on every response.
 */
export function hostPolicy(csp: string, preview: boolean): HostPolicy {
  const robots: Record<string, string> = preview ? {'X-Robots-Tag': noindex} : {};
  return {
    headers: {'Content-Security-Policy': csp, ...securityHeaders, ...robots},
    cacheRules,
    redirects,
    areas: [
      {
        path: `${editorSettings.path}*`,
        headers: {
          'Content-Security-Policy': serializeCsp(adminContentSecurityPolicy(editorSettings.localBackendUrl)),
          ...adminSecurityHeaders,
          ...robots,
        },
      },
    ],
  };
}
