import {business} from '@site/src/data/business';
import {contentSecurityPolicy, thirdParties, type ServiceSettings} from '@site/build-time/security';
import {parseCsp, serializeCsp} from '@site/plugins/post-build/csp';

/** The services switched on as a test says, over the vendors' hosts in business.ts (no GA4, no live chat). */
const settings = (patch: {[K in keyof ServiceSettings]?: Partial<ServiceSettings[K]>} = {}): ServiceSettings => ({
  leadForm: {...business.leadForm, id: 'form-id', ...patch.leadForm},
  financingForm: {id: '', ...patch.financingForm},
  chatWidget: {...business.chatWidget, id: 'chat-id', liveChat: false, ...patch.chatWidget},
  analytics: {ga4Id: '', ...patch.analytics},
});
const hosts = (policy: ReturnType<typeof contentSecurityPolicy>) =>
  new Set(
    Object.values(policy).flatMap((sources) =>
      sources!.filter((s) => /^(https|wss):/.test(s)).map((s) => new URL(s.replace('*.', 'x.')).host),
    ),
  );

describe('Content-Security-Policy', () => {
  const policy = contentSecurityPolicy(['sha256-abc='], settings());

  it('locks down everything the site does not use', () => {
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(serializeCsp(policy)).not.toMatch(/unsafe-eval/);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).toContain("'sha256-abc='");
  });

  it('lets the hosted form frame in and its embed script run', () => {
    expect(policy['frame-src']).toContain(new URL(business.leadForm.origin).origin);
    expect(policy['script-src']).toContain(new URL(business.leadForm.embedScriptSrc).origin);
  });

  it('lets the chat widget fetch its config first (or it removes itself), then run', () => {
    const api = new URL(business.chatWidget.apiOrigin).origin;
    expect(policy['connect-src']).toContain(api);
    expect(policy['script-src']).toEqual(expect.arrayContaining([new URL(business.chatWidget.loaderSrc).origin, api]));
    expect(policy['font-src']).toContain('https://fonts.bunny.net');
    expect(policy['img-src']).toContain('https://images.leadconnectorhq.com');
  });

  it('allows no third party whose id is empty', () => {
    const none = contentSecurityPolicy([], settings({leadForm: {id: ''}, chatWidget: {id: ''}}));
    expect(hosts(none)).toEqual(new Set());
    expect(none['frame-src']).toBeUndefined();
    const formOnly = contentSecurityPolicy([], settings({chatWidget: {id: ''}}));
    expect(hosts(formOnly)).toEqual(
      new Set([new URL(business.leadForm.origin).host, new URL(business.leadForm.embedScriptSrc).host]),
    );
    // The financing form alone switches the form's hosts on too.
    const applicationOnly = contentSecurityPolicy(
      [],
      settings({leadForm: {id: ''}, financingForm: {id: 'x'}, chatWidget: {id: ''}}),
    );
    expect(hosts(applicationOnly)).toEqual(hosts(formOnly));
  });

  it("adds Google's origins only with a GA4 id, and live chat's only when it is on", () => {
    expect(serializeCsp(policy)).not.toMatch(/google-analytics|googletagmanager|socket\.io|wss:/);
    const ga = contentSecurityPolicy([], settings({analytics: {ga4Id: 'G-TEST'}}));
    expect(ga['script-src']).toContain('https://*.googletagmanager.com');
    expect(ga['connect-src']).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']),
    );
    const live = contentSecurityPolicy([], settings({chatWidget: {liveChat: true}}));
    expect(live['connect-src']).toContain('wss://services.leadconnectorhq.com');
    expect(live['script-src']).toContain('https://cdn.socket.io');
  });

  it('follows the services business.ts switches on', () => {
    expect(contentSecurityPolicy([])).toEqual(contentSecurityPolicy([], business));
    const google = /googletagmanager/.test(serializeCsp(contentSecurityPolicy([])));
    expect(google).toBe(Boolean(business.analytics.ga4Id));
  });

  it('round-trips through the header text', () => {
    expect(parseCsp(serializeCsp(policy))).toEqual(policy);
  });

  it('explains every third party it allows', () => {
    for (const party of thirdParties(settings({analytics: {ga4Id: 'G-TEST'}, chatWidget: {liveChat: true}}))) {
      expect(party.why.length).toBeGreaterThan(40);
      expect(Object.keys(party.sources).length).toBeGreaterThan(0);
    }
  });
});
