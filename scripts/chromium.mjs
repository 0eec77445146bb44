// The Chromium every browser tool here uses (Playwright tests, bench,
// screenshots, visual diff): Debian's package, and flags that keep a headless
// run quiet and offline-friendly (no background updates, sync or QUIC probes).
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
