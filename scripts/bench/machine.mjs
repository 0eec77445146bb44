// How busy the machine was around a benchmark. Other work on it (a build, a
// test run) competes with Chromium and the bundler; on a virtual machine the
// host can also take CPU time away ("steal", /proc/stat). Either makes every
// figure slower than the code: the same code read TBT 450-1,000 ms and taps up
// to 200 ms in one session's runs here, and TBT 30-99 ms and taps up to 120 on
// a freshly started machine. Printed with the figures, so a reader can tell a
// slow run from a slow site.
import {readFileSync} from 'node:fs';
import {cpus, loadavg} from 'node:os';

/** The whole machine's CPU time and the share the host took, in clock ticks (Linux only; null elsewhere). */
function cpuTicks() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal; guest time (the fields after) is already in user.
    return {total: fields.slice(0, 8).reduce((a, b) => a + b, 0), steal: fields[7] ?? 0};
  } catch {
    return null;
  }
}

/** Call at the start of a run; the function it returns describes the machine over the run. */
export function machineMeter() {
  const load = loadavg()[0];
  const start = cpuTicks();
  return () => {
    const end = cpuTicks();
    const stolen =
      start && end && end.total > start.total
        ? `${(((end.steal - start.steal) / (end.total - start.total)) * 100).toFixed(1)}%`
        : 'unknown';
    return (
      `Machine: ${cpus().length} cores, load ${load.toFixed(2)} at the start (1-minute average: over 0.5, ` +
      `other work was running or had just finished), CPU time taken by the host during the run: ${stolen}`
    );
  };
}
