/**
 * What a browser may load on this site: the Content-Security-Policy, per
 * directive, and the other security headers. The one source for the nginx
 * config, the static hosts' header files and the tests; every third-party
 * origin is here because a named service needs it, and only while that
 * service is switched on in business.ts.
 *
 * Evidence for each origin: the vendors' scripts (form_embed.js, the chat
 * widget's loader.js and bundle; README "Lead capture in production") and
 * Google's "Use Tag Manager with a Content Security Policy" guide for GA4.
 */
import {business} from '../src/data/business';

/** The directives we set, in header order. */
export const directives = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
  'media-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
] as const;

export type Directive = (typeof directives)[number];
export type CspPolicy = Partial<Record<Directive, readonly string[]>>;

export interface ThirdParty {
  readonly name: string;
  /** What it does for a visitor, and the code that makes each request. */
  readonly why: string;
  readonly sources: CspPolicy;
}

/** The settings in business.ts that switch third parties on. */
export interface ServiceSettings {
  readonly leadForm: {readonly id: string; readonly origin: string; readonly embedScriptSrc: string};
  readonly financingForm: {readonly id: string};
  readonly chatWidget: {
    readonly id: string;
    readonly loaderSrc: string;
    readonly apiOrigin: string;
    readonly liveChat: boolean;
  };
  readonly analytics: {readonly ga4Id: string};
}

const originOf = (url: string): string => new URL(url).origin;

/** Our own pages: same-origin everything, inline styles (React style attributes and the widgets), no plugins. */
const sitePolicy: CspPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'media-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The third parties switched on by the settings in business.ts (ids set, flags on). */
export function thirdParties(settings: ServiceSettings = business): ThirdParty[] {
  const list: ThirdParty[] = [];
  const {leadForm, financingForm, chatWidget, analytics} = settings;

  if (leadForm.id || financingForm.id) {
    list.push({
      name: 'LeadConnector form',
      why: 'The estimate form is their page in an iframe; form_embed.js sizes it (iframe-resizer) and passes query parameters. It makes no requests of its own.',
      sources: {
        'frame-src': [originOf(leadForm.origin)],
        'script-src': [originOf(leadForm.embedScriptSrc)],
      },
    });
  }

  if (chatWidget.id) {
    const widgets = originOf(chatWidget.loaderSrc);
    const api = originOf(chatWidget.apiOrigin);
    list.push({
      name: 'LeadConnector chat widget',
      why: [
        `${widgets}: loader.js, then chat-widget.esm.js and its chunks as ES modules, the i18n JSON, the default avatar and flag images.`,
        `${api}: the widget config (fetched first; refused, the loader removes the widget), geo-location, user-session.js (imported), the open beacon and POST /chat-widget/forms.`,
        'stcdn.leadconnectorhq.com: intl-tel-input and libphonenumber for the phone field (script and stylesheet).',
        'fonts.bunny.net: the theme font stylesheet and its font files. images.leadconnectorhq.com: the greeting avatar.',
        'services.msgsndr.com: the attribution session that user-session.js posts on every load.',
        'www.google.com / www.gstatic.com /recaptcha/: reCAPTCHA, rendered after a failed or rate-limited submit.',
        "'unsafe-inline' styles (already in the site policy): the widget renders a <style> inside its shadow root.",
      ].join(' '),
      sources: {
        'script-src': [
          widgets,
          api,
          'https://stcdn.leadconnectorhq.com',
          'https://www.google.com/recaptcha/',
          'https://www.gstatic.com/recaptcha/',
        ],
        'style-src': ['https://stcdn.leadconnectorhq.com', 'https://fonts.bunny.net'],
        'font-src': ['https://fonts.bunny.net'],
        'img-src': [widgets, 'https://images.leadconnectorhq.com'],
        'connect-src': [api, widgets, 'https://services.msgsndr.com'],
        'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
      },
    });
    if (chatWidget.liveChat) {
      list.push({
        name: 'LeadConnector live chat',
        why: 'Live-chat mode loads socket.io from its CDN and keeps a websocket open to the API host.',
        sources: {
          'script-src': ['https://cdn.socket.io'],
          'connect-src': [api.replace(/^https:/, 'wss:')],
        },
      });
    }
  }

  if (analytics.ga4Id) {
    list.push({
      name: 'Google Analytics 4',
      why: "gtag.js from Google Tag Manager and GA4's collection endpoints (regional hosts, hence the wildcards Google documents).",
      sources: {
        'script-src': ['https://*.googletagmanager.com'],
        'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
        'connect-src': [
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://*.googletagmanager.com',
        ],
      },
    });
  }
  return list;
}

/**
 * The inline scripts the build ships by design, in the order the page template (build-time/first-paint.ts)
 * writes them after the app's markup's opening and closing. The CSP allows exactly these, each by the hash
 * of its one body (the same on every page); any other executable inline script, in a page's head, in its
 * content or added by a plugin, fails the build with the page and its file (plugins/post-build/inlineScripts.ts).
 */
export const designedInlineScripts = [
  {
    name: 'color mode',
    from: "@docusaurus/theme-classic's preBodyTags: sets data-theme on <html> before the first paint",
  },
  {
    name: 'first-paint loader',
    from: "build-time/first-paint.ts: starts the app's scripts after the first contentful paint",
  },
] as const;

/**
 * The full policy: the site's own sources, each enabled third party's, and
 * the hashes of the inline scripts the build ships by design (designedInlineScripts).
 */
export function contentSecurityPolicy(
  inlineScriptHashes: readonly string[],
  settings: ServiceSettings = business,
): CspPolicy {
  const policy: Record<string, string[]> = {};
  for (const directive of directives) {
    const sources = [
      ...(sitePolicy[directive] ?? []),
      ...(directive === 'script-src' ? inlineScriptHashes.map((h) => `'${h}'`) : []),
      ...thirdParties(settings).flatMap((t) => t.sources[directive] ?? []),
    ];
    if (sources.length > 0) policy[directive] = [...new Set(sources)];
  }
  return policy;
}

/** The other security headers, the same on every host. */
export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Frame-Options': 'DENY',
  // The form embed's message handler checks no origin: keep other windows' scripts away from ours.
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

/**
 * The content manager at /admin/ (plugins/editor/config.ts, Decap CMS): a policy of its own,
 * sent only on /admin/ (nginx location, the /admin/* rule of _headers,
 * vercel.json). The public pages' policy above does not change. Same origin
 * for the app itself (bundled from npm into build/admin/, no CDN); what it
 * needs beyond the site's policy, each for a reason the browser test shows
 * (tests/e2e/admin.spec.ts fails on any CSP violation):
 */
export const adminThirdParties = (localBackendUrl: string): ThirdParty[] => [
  {
    name: 'Decap CMS itself',
    why: [
      "'unsafe-eval': Decap validates its config with AJV, which compiles the schema with new Function (decap-cms issues 2138, 2343); without it the app stops with an EvalError before the login screen.",
      "'unsafe-inline' styles (as on the site): the UI is styled with Emotion, which inserts <style> elements at run time.",
      'blob: and data: images: previews of a photo chosen for upload, and media fetched through the GitHub API, are shown as blob: URLs; icons are data: URLs.',
      'blob: connections: Decap reads a chosen photo back from its blob: URL (fetch) to keep it in the local draft backup and to commit it.',
    ].join(' '),
    sources: {
      'script-src': ["'unsafe-eval'"],
      'img-src': ['blob:'],
      'connect-src': ['blob:'],
      'media-src': ['blob:'],
    },
  },
  {
    name: 'GitHub backend',
    why: 'api.github.com: every read, commit, branch and pull request (REST and GraphQL). www.githubstatus.com: Decap polls it and shows a banner while GitHub is degraded. avatars.githubusercontent.com: the signed-in user. The login is a popup to the OAuth server (not governed by CSP); it answers with postMessage to this window, hence Cross-Origin-Opener-Policy same-origin-allow-popups below.',
    sources: {
      'connect-src': ['https://api.github.com', 'https://www.githubstatus.com'],
      'img-src': ['https://avatars.githubusercontent.com'],
    },
  },
  {
    name: 'Local backend (npm run cms)',
    why: `decap-server on the writer's machine (${localBackendUrl}). Decap asks it only when /admin/ itself is opened on localhost or 127.0.0.1, so in production nothing is sent there.`,
    sources: {'connect-src': [new URL(localBackendUrl).origin]},
  },
];

/** The /admin/ policy: the site's own sources (no inline script hashes: the admin page has no inline script), plus the above. */
export function adminContentSecurityPolicy(localBackendUrl: string): CspPolicy {
  const policy: Record<string, string[]> = {};
  for (const directive of directives) {
    const sources = [
      ...(sitePolicy[directive] ?? []),
      ...adminThirdParties(localBackendUrl).flatMap((t) => t.sources[directive] ?? []),
    ];
    if (sources.length > 0) policy[directive] = [...new Set(sources)];
  }
  return policy;
}

/** /admin/'s other headers: the site's, except that the GitHub login popup may talk back, and it is never indexed. */
export const adminSecurityHeaders = {
  ...securityHeaders,
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;
