/**
 * The CSP allows an inline script by the hash of its body, so hashing whatever a page holds would bless
 * anything a writer's file put there. Instead the build ships by design the scripts build-time/security.ts
 * names (designedInlineScripts), where the page template writes them, and nothing else runs:
 * - every executable inline script in a page's head (Helmet, front matter) or in its content (MDX, React
 *   pages) fails the build, naming the page and the file it came from;
 * - the template's scripts must be exactly the designed ones, each with one body on every page;
 * - JSON-LD must read back as JSON with no `<` left in it, or a value could end its script element.
 */
import {createHash} from 'node:crypto';
import {designedInlineScripts} from '../../build-time/security';
import {inlineScripts} from './html';

export interface BuiltPage {
  readonly route: string;
  readonly html: string;
  /** The content file the page came from (a post, a guide, a React page), when it has one. */
  readonly source?: string;
}

const sha256 = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`;
const excerpt = (body: string) => JSON.stringify(body.trim().replace(/\s+/g, ' ').slice(0, 80));

/** What one page holds: its template's script bodies, in order, and every way it breaks the rules. */
export interface PageScripts {
  readonly route: string;
  readonly template: readonly string[];
  readonly problems: readonly string[];
}

/** One page's inline scripts, checked: a page at a time, so a build need not hold every page to check them all. */
export function pageScripts({route, html, source}: BuiltPage): PageScripts {
  const problems: string[] = [];
  const from = source ? `from ${source}` : 'no content file of its own: a plugin or the theme wrote it';
  const template: string[] = [];
  for (const script of inlineScripts(html)) {
    if (!script.executable) {
      if (script.body.includes('<') || !parses(script.body))
        problems.push(`${route} (${from}): a data block that is not escaped JSON: ${excerpt(script.body)}`);
    } else if (script.place === 'template') template.push(script.body);
    else
      problems.push(
        `${route} (${from}): an inline script in the page's ${script.place === 'head' ? 'head' : 'content'} that ` +
          `the build does not ship by design: ${excerpt(script.body)}. Behavior belongs in a component, never in a file's text.`,
      );
  }
  return {route, template, problems};
}

/** The designed scripts' hashes for the CSP, in the list's order, from every page's scripts; throws listing every page that breaks the rules. */
export function designedScriptHashes(pages: readonly PageScripts[]): string[] {
  const problems: string[] = [];
  const bodies = designedInlineScripts.map(() => new Set<string>());
  for (const {route, template, problems: own} of pages) {
    problems.push(...own);
    if (template.length !== designedInlineScripts.length)
      problems.push(
        `${route}: ${template.length} inline scripts around the app where build-time/security.ts names ` +
          `${designedInlineScripts.length} (${designedInlineScripts.map((s) => s.name).join(', ')}): ` +
          'a plugin or the template added or dropped one; name it in designedInlineScripts with its reason.',
      );
    else template.forEach((body, i) => bodies[i].add(body));
  }
  bodies.forEach((seen, i) => {
    if (seen.size > 1)
      problems.push(`the ${designedInlineScripts[i].name} script differs between pages (${seen.size} versions)`);
  });
  if (problems.length > 0)
    throw new Error(`Inline scripts the Content-Security-Policy will not allow:\n- ${problems.join('\n- ')}`);
  return bodies.flatMap((seen) => [...seen].map(sha256));
}

function parses(json: string): boolean {
  try {
    JSON.parse(json);
    return true;
  } catch {
    return false;
  }
}
