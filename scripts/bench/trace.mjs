// Main-thread tasks in a Chromium trace (Trace Event Format, as
// browser.stopTracing() returns it): the RunTask events of the renderer that
// loaded the page. A trace also holds the main threads of Chromium's own
// renderers (headless Chromium runs its omnibox pages in one), whose tasks
// are not the page's.

/** What a task spent its time on, named by the trace events it contains, most specific first. */
const kinds = [
  ['EvaluateScript', (e) => `script ${e.args?.data?.url?.split('/').pop() || '(no URL)'}`],
  ['FunctionCall', (e) => `call into ${e.args?.data?.url?.split('/').pop() || '(no URL)'}`],
  ['ParseHTML', () => 'HTML parse'],
];
/** Rendering: counted together, since a parse or a script can force style and layout within its own task. */
const rendering = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit']);

function kindOf(task, events) {
  const inside = events.filter(
    // Started within it (a nested event may end a few microseconds after the task, as traced).
    (e) => e.ph === 'X' && e.ts >= task.ts && e.ts < task.ts + task.dur && e !== task,
  );
  for (const [name, label] of kinds) {
    const e = inside.find((i) => i.name === name && i.dur > task.dur / 2);
    if (e) return label(e);
  }
  const renderingUs = inside.filter((e) => rendering.has(e.name)).reduce((sum, e) => sum + e.dur, 0);
  if (renderingUs > task.dur / 2) return 'style, layout, paint';
  // The first task commits the navigation: it takes the first HTML bytes and creates the page's JavaScript context.
  const commit = [
    'CommitLoad',
    'DocumentLoader::CommitNavigation',
    'Document::OpenForNavigation',
    'LocalWindowProxy::Initialize',
  ];
  if (inside.some((e) => commit.includes(e.name))) return 'navigation commit';
  return 'other';
}

/**
 * The longest task and what it ran, how many ran over 50 ms, and their time over 50 ms (TBT's measure) in ms,
 * in the renderer that parsed `url`.
 */
export function longTasks(trace, url) {
  const events = trace.traceEvents ?? trace;
  const parses = events.filter((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url);
  if (parses.length === 0) throw new Error(`the trace has no HTML parse of ${url}`);
  const {pid, tid} = parses[0];
  const mine = events.filter((e) => e.pid === pid && e.tid === tid);
  const tasks = mine.filter((e) => e.ph === 'X' && e.name === 'RunTask');
  const long = tasks.filter((e) => e.dur > 50_000);
  const longest = tasks.reduce((a, b) => (b.dur > a.dur ? b : a), tasks[0]);
  return {
    max: longest ? longest.dur / 1000 : 0,
    longest: longest ? kindOf(longest, mine) : '',
    over50: long.length,
    blocking: long.reduce((sum, e) => sum + e.dur / 1000 - 50, 0),
  };
}
