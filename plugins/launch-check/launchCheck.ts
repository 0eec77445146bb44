/**
 * Stand-ins that must not go live: what `npm run check:launch` lists and the
 * build warns about. Each finding says what to change and where: the
 * fictional phone, placeholder ids, example domains, a missing address, and
 * the samples that make the site look finished before the owner's own facts
 * replace them (unchecked headline claims, sample reviews, illustrated
 * gallery projects, claims nobody can confirm yet).
 */
import type {HeadlineStats} from '../../src/data/types';

export interface LaunchSettings {
  readonly url: string;
  readonly email: string;
  readonly phone: {readonly display: string; readonly e164: string};
  readonly address: {readonly street: string; readonly postalCode: string};
  readonly leadForm: {readonly id: string};
  readonly financingForm: {readonly id: string};
  readonly license: {readonly number: string};
  readonly chatWidget: {readonly id: string};
  readonly stats: HeadlineStats;
  readonly statsChecked: {readonly [K in keyof HeadlineStats]: boolean};
}

/** The samples in the content (plugins/launch-check/samples.ts gathers them). */
export interface SampleContent {
  /** Reviews written to show the section, not real customers'. */
  readonly testimonials: number;
  /** Gallery projects still shown as illustrations: their titles. */
  readonly illustrations: readonly string[];
  /** Figures marked `sample` (a value added, a satisfaction rate): what and where. */
  readonly claims: readonly {readonly claim: string; readonly where: string}[];
}

export const noSamples: SampleContent = {testimonials: 0, illustrations: [], claims: []};

export interface LaunchFinding {
  readonly what: string;
  readonly fix: string;
}

/** LeadConnector's ids: forms 20 letters and digits, chat widgets 24 hex digits (a database object id). */
const formIdPattern = /^[A-Za-z0-9]{20}$/;
const widgetIdPattern = /^[a-f0-9]{24}$/;
/** Reserved for documentation and tests (RFC 2606, RFC 6761). */
const exampleHost = /(^|\.)(example\.(com|net|org)|test|invalid|localhost|example)$/i;
/** 555-0100 to 555-0199 are reserved for fiction in every North American area code. */
const fictionalPhone = /^\+1\d{3}55501\d{2}$/;

/** Where the owner sets each fact: the editor's section, and the file it writes. */
const where = '/admin → Business → Contact, hours, license and cities (src/data/owner/business.json)';

/** How visitors reach the business: the phone, the form and chat ids, the site's and the email's domains. */
function contactFindings(s: LaunchSettings, siteUrl: string): LaunchFinding[] {
  const found: LaunchFinding[] = [];
  if (fictionalPhone.test(s.phone.e164)) {
    found.push({
      what: `phone ${s.phone.display} is a fictional 555-01xx number`,
      fix: `set the phone in ${where}`,
    });
  }
  if (!formIdPattern.test(s.leadForm.id)) {
    found.push({
      what: s.leadForm.id
        ? `lead form id "${s.leadForm.id}" is a placeholder`
        : 'lead form id is empty (visitors only see "call us")',
      fix: `set leadForm.id in ${where} to the LeadConnector form's id`,
    });
  }
  if (s.financingForm.id && !formIdPattern.test(s.financingForm.id)) {
    found.push({
      what: `financing form id "${s.financingForm.id}" is a placeholder`,
      fix: `set financingForm.id in ${where}, or empty it`,
    });
  }
  if (s.chatWidget.id && !widgetIdPattern.test(s.chatWidget.id)) {
    found.push({
      what: `chat widget id "${s.chatWidget.id}" is a placeholder`,
      fix: `set chatWidget.id in ${where}, or empty it for no chat`,
    });
  }
  for (const [label, host] of [
    ['site URL', hostOf(siteUrl)],
    ['email', s.email.split('@')[1] ?? ''],
  ] as const) {
    if (exampleHost.test(host))
      found.push({
        what: `${label} uses the example domain ${host}`,
        fix: `set SITE_URL for the build, or the url in src/data/business.ts and the email in ${where}`,
      });
  }
  return found;
}

/** What the business states about itself: its license, its address, its headline figures. */
function recordFindings(s: LaunchSettings): LaunchFinding[] {
  const found: LaunchFinding[] = [];
  if (!s.license.number) {
    found.push({
      what: 'the Tennessee contractor license number is missing (homeowners look it up; the footer and the business JSON-LD show it)',
      fix: `set license.number in ${where}`,
    });
  }
  if (!s.address.street || !s.address.postalCode) {
    found.push({
      what: 'the office street address or postal code is missing (local search and the business JSON-LD want them)',
      fix: `set address.street, address.postalCode and geo in ${where}`,
    });
  }
  const unchecked = (Object.keys(s.statsChecked) as (keyof HeadlineStats)[]).filter((key) => !s.statsChecked[key]);
  if (unchecked.length > 0) {
    found.push({
      what: `headline claims not checked against the business's records: ${unchecked.map((key) => `${s.stats[key]} (${key})`).join(', ')}`,
      fix: `check each, correct it in stats and set it true in statsChecked in ${where}`,
    });
  }
  return found;
}

/** The samples that make the site look finished: reviews, illustrated projects, claims nobody can confirm yet. */
function sampleFindings(samples: SampleContent): LaunchFinding[] {
  const found: LaunchFinding[] = [];
  if (samples.testimonials > 0) {
    found.push({
      what: `${samples.testimonials} sample review${samples.testimonials === 1 ? '' : 's'} on the home page, not real customers' words`,
      fix: "replace them with real reviews in src/data/owner/reviews.json, each with its source ('google' or 'direct')",
    });
  }
  if (samples.illustrations.length > 0) {
    found.push({
      what: `${samples.illustrations.length} gallery project${samples.illustrations.length === 1 ? ' is an illustration' : 's are illustrations'}: ${samples.illustrations.join(', ')}`,
      fix: 'add a photo of each real project under static/img/gallery/ and point src/data/owner/gallery.json at it (or remove the project)',
    });
  }
  for (const {claim, where: file} of samples.claims) {
    found.push({
      what: `"${claim}" is a sample claim nobody can confirm yet`,
      fix: `confirm it and remove "sample: true" in ${file}, or remove the claim`,
    });
  }
  return found;
}

export function launchFindings(
  s: LaunchSettings,
  siteUrl: string = s.url,
  samples: SampleContent = noSamples,
): LaunchFinding[] {
  return [...contactFindings(s, siteUrl), ...recordFindings(s), ...sampleFindings(samples)];
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

export function formatFindings(findings: readonly LaunchFinding[]): string {
  if (findings.length === 0) return 'Launch check: no stand-ins left.';
  return [
    `Launch check: ${findings.length} stand-in${findings.length === 1 ? '' : 's'} still in the site:`,
    ...findings.map((f) => `  - ${f.what}\n    fix: ${f.fix}`),
  ].join('\n');
}
