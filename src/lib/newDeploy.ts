/**
 * A tab left open across a deploy asks for files the deploy removed (their names carry their hashes), and every
 * later tap would fail the same way. Docusaurus reloads the page when a route's files fail to load; a dialog's files
 * do the same here, and the new page carries on with what the visitor asked for.
 */

const key = 'kdb-reloaded-for-new-deploy';
/** A fresh page whose files are missing too (a broken deploy) must not reload in a loop. */
const quietMs = 60_000;

interface Mark {
  readonly at: number;
  readonly carrier?: string;
  readonly carry?: unknown;
}

function readMark(): Mark | null {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') as Mark | null;
  } catch {
    return null;
  }
}

/** Whether the host answers for the file but doesn't have it (a 404, or a host's page in its place). */
async function gone(file: string): Promise<boolean> {
  try {
    const answer = await fetch(file, {method: 'HEAD', cache: 'no-store'});
    return !answer.ok || /html/.test(answer.headers.get('content-type') ?? '');
  } catch {
    return false; // no answer: offline or a dropped connection, which the next tap retries
  }
}

/**
 * After a chunk failed to load (`error`, the bundler's ChunkLoadError naming its file): if the host no longer has
 * the file, reloads the page at `hash` (a dialog's own link, or the page's) with `carry` kept for `carrier` to take
 * on the new page (see takeCarried), and says so. Says no, and leaves the page be, when the file is only out of reach
 * (offline), without session storage (no guard against a loop), and within a minute of the last such reload.
 */
export async function reloadIfRedeployed(
  error: unknown,
  hash: string,
  carrier: string,
  carry: unknown,
): Promise<boolean> {
  const file = (error as {request?: unknown} | null)?.request;
  if (typeof file !== 'string' || !(await gone(file))) return false;
  const last = readMark();
  if (last && Date.now() - last.at < quietMs) return false;
  try {
    sessionStorage.setItem(key, JSON.stringify({at: Date.now(), carrier, carry} satisfies Mark));
  } catch {
    return false;
  }
  const {pathname, search} = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  window.location.reload();
  return true;
}

/** What a reload for a new deploy carried for `carrier`, once, on the page it loaded; else undefined. */
export function takeCarried<T>(carrier: string): T | undefined {
  const mark = readMark();
  if (mark?.carrier !== carrier || Date.now() - mark.at > quietMs) return undefined;
  sessionStorage.setItem(key, JSON.stringify({at: mark.at} satisfies Mark));
  return mark.carry as T;
}
