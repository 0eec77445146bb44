/**
 * What an owner at launch types into src/data/business.ts in place of every
 * stand-in: a real phone number in its three forms, another email, the
 * office's street and postal code, LeadConnector ids in their real formats
 * (forms: 20 letters and digits; chat widgets: 24 hex digits) and a GA4 id.
 * The launch-day copy of the site is built with these (tests/writer) and
 * served to the browser suite (tests/e2e/launch).
 */
export const launchValues = {
  'phone.display': '(865) 867-5309',
  'phone.href': 'tel:+18658675309',
  'phone.e164': '+18658675309',
  email: 'office@knoxvilledeckbuilders.com',
  'address.street': '2100 Sutherland Avenue',
  'address.postalCode': '37919',
  'leadForm.id': 'Qm7xV2pLk9TzR4bN8cYd',
  'applicationForm.id': 'Hp3sW8nQz6LmT1vX5kRb',
  'chatWidget.id': '6654b1e2c9a7f3d08e21b4a9',
  'analytics.ga4Id': 'G-7KDB2L9QXM',
} as const;

/** Where the launch-day copy is built, and what the browser suite needs to know about it. */
export const launchSite = {
  dir: 'reports/launch-site',
  manifest: 'reports/launch-site/manifest.json',
  port: 4190,
};

export interface LaunchManifest {
  /** The writer's post: its route and the photo's file name. */
  post: {route: string; slug: string; title: string};
}
