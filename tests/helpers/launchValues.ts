import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {phonePhoto} from './phonePhoto';

/**
 * What an owner at launch types into src/data/business.ts in place of every
 * stand-in: a real phone number in its three forms, another email, the
 * office's street and postal code, LeadConnector ids in their real formats
 * (forms: 20 letters and digits; chat widgets: 24 hex digits), a GA4 id,
 * and every headline claim marked as checked.
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
  'statsChecked.decksBuilt': true,
  'statsChecked.yearsInBusiness': true,
  'statsChecked.rating': true,
  'statsChecked.reviewCount': true,
} as const;

/**
 * The rest of the launch list, done as the owner does it in a copy of the
 * site: real reviews in place of the samples, a photo of each real project in
 * place of its illustration, and the claims nobody could confirm removed.
 */
export async function replaceSamples(dir: string): Promise<void> {
  const edit = (file: string, change: (text: string) => string) =>
    writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')));
  edit('src/data/testimonials.ts', (text) => text.replace(/source: 'sample'/g, "source: 'direct'"));
  const gallery = readFileSync(join(dir, 'src/data/gallery.ts'), 'utf8');
  for (const [, name] of gallery.matchAll(/'\/img\/gallery\/([a-z0-9-]+)\.svg'/g)) {
    writeFileSync(join(dir, 'static/img/gallery', `${name}.jpg`), await phonePhoto({width: 1800, height: 1200}));
  }
  edit('src/data/gallery.ts', (text) =>
    text
      .replace(/(\/img\/gallery\/[a-z0-9-]+)\.svg'/g, "$1.jpg'")
      .replace(/alt: 'Illustration of an? /g, "alt: 'Photo of a "),
  );
  for (const file of readdirSync(join(dir, 'docs'), {recursive: true, encoding: 'utf8'}).filter((f) =>
    f.endsWith('.mdx'),
  )) {
    edit(join('docs', file), (text) => text.replace(/\n\s+sample: true/g, ''));
  }
  edit('src/data/serviceDetails/custom-design.ts', (text) => text.replace(/, sample: true/g, ''));
}

/** Where the launch-day copy is built, and what the browser suite needs to know about it. */
export const launchSite = {
  dir: 'reports/launch-site',
  manifest: 'reports/launch-site/manifest.json',
  // LAUNCH_PORT: when another checkout's suite holds the default.
  port: Number(process.env.LAUNCH_PORT ?? 4190),
};

export interface LaunchManifest {
  /** The writer's post: its route and the photo's file name. */
  post: {route: string; slug: string; title: string};
}
