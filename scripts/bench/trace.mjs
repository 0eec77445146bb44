// Main-thread tasks in a Chromium trace (Trace Event Format, as
// browser.stopTracing() returns it): the renderer main thread's RunTask events.

/** The longest task, how many ran over 50 ms, and their time over 50 ms (TBT's measure) in ms. */
export function longTasks(trace) {
  const events = trace.traceEvents ?? trace;
  // The renderer main thread is the one named CrRendererMain that ran the page's tasks.
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`))
    .map((e) => e.dur / 1000);
  const long = tasks.filter((ms) => ms > 50);
  return {
    max: Math.max(0, ...tasks),
    over50: long.length,
    blocking: long.reduce((sum, ms) => sum + ms - 50, 0),
  };
}
