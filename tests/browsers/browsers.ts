/**
 * The browsers homeowners use besides Chromium, as Debian ships them:
 * Firefox ESR over WebDriver BiDi (Puppeteer), and WebKit (WebKitGTK's
 * MiniBrowser, the engine of Safari on every iPhone) over classic WebDriver
 * under a virtual display. Playwright's own patched builds cannot be
 * downloaded here, and its BiDi client asks Firefox ESR for commands that
 * ESR does not have yet. One small interface over both, for the smoke suite.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import {createServer} from 'node:net';
import puppeteer, {type Browser as PuppeteerBrowser, type Page} from 'puppeteer-core';
import {Key, newSession, type WebDriverSession} from './webdriver';

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const webkitDriverPath = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';
/** WebKitGTK's MiniBrowser, in the library folder of whatever architecture the machine has. */
export const miniBrowserPath =
  process.env.WEBKIT_BROWSER ??
  readdirSync('/usr/lib')
    .filter((dir) => dir.endsWith('-linux-gnu'))
    .map((dir) => `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`)
    .find((path) => existsSync(path)) ??
  'MiniBrowser';
const xvfbPath = '/usr/bin/Xvfb';

export type BrowserName = 'firefox' | 'webkit';

export interface SmokeBrowser {
  readonly name: BrowserName;
  /** Opens a page of the site and waits for its load event. */
  goto(url: string): Promise<void>;
  /** The window's inner size, in CSS pixels. */
  resize(width: number, height: number): Promise<void>;
  /** Runs a function body in the page, with `arguments`; resolves with its JSON result. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** Clicks an element: in its middle, or at `at`, a point as fractions of its width and height. */
  click(css: string, at?: {x: number; y: number}): Promise<void>;
  press(key: keyof typeof Key): Promise<void>;
  /** Types into the focused element. */
  type(text: string): Promise<void>;
  /** Script errors the page raised since the last goto. */
  errors(): Promise<string[]>;
  screenshot(): Promise<Buffer>;
  /**
   * The page as printed on US Letter with 1 cm margins (what a homeowner's print dialog gives), as a PDF; absent
   * where the driver cannot print (WebKitWebDriver answers WebDriver's Print command "unknown command").
   */
  print?(): Promise<Buffer>;
  close(): Promise<void>;
}

// Every page gets a listener for errors after it loads; the load itself is judged by hydration.
const watchErrors = `
  if (!window.__smokeErrors) {
    window.__smokeErrors = [];
    addEventListener('error', (e) => window.__smokeErrors.push(String(e.message)));
    addEventListener('unhandledrejection', (e) => window.__smokeErrors.push(String(e.reason)));
  }`;

/**
 * `webgl`: a Firefox that draws WebGL, in a window on a virtual display (headless Firefox has no WebGL here;
 * WebKitGTK's MiniBrowser always runs in a window, with it).
 */
export async function launch(name: BrowserName, {webgl = false} = {}): Promise<SmokeBrowser> {
  return name === 'firefox' ? launchFirefox(webgl) : launchWebKit();
}

/** A display to open windows on: the machine's, or a virtual one of our own (its process in `children`). */
async function virtualDisplay(children: ChildProcess[]): Promise<string> {
  if (process.env.DISPLAY) return process.env.DISPLAY;
  const screen = 100 + ((process.pid + children.length * 7 + Math.floor(Math.random() * 50)) % 800);
  children.push(spawn(xvfbPath, [`:${screen}`, '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], {stdio: 'ignore'}));
  await until(() => existsSync(`/tmp/.X11-unix/X${screen}`), 'Xvfb to open its display');
  return `:${screen}`;
}

async function launchFirefox(webgl: boolean): Promise<SmokeBrowser> {
  const display: ChildProcess[] = [];
  const env = webgl ? {...process.env, DISPLAY: await virtualDisplay(display)} : process.env;
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: !webgl,
    env,
    // Offline-friendly and quiet: no updates, telemetry or first-run pages.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'toolkit.telemetry.enabled': false,
      'network.dns.disableIPv6': true,
    },
  });
  const page: Page = await browser.newPage();
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String((error as Error).message ?? error)));
  return {
    name: 'firefox',
    goto: async (url) => {
      errors = [];
      await page.goto(url, {waitUntil: 'load'});
      await page.evaluate(watchErrors);
    },
    resize: (width, height) => page.setViewport({width, height}),
    run: <T>(body: string, ...args: unknown[]) =>
      page.evaluate(`(function () { ${body} }).apply(null, ${JSON.stringify(args)})`) as Promise<T>,
    click: async (css, at) => {
      const element = await page.waitForSelector(css);
      const box = at ? await element!.boundingBox() : null;
      await element!.click(box && at ? {offset: {x: box.width * at.x, y: box.height * at.y}} : {});
    },
    // Playwright names the space bar by its character.
    press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
    type: (text) => page.keyboard.type(text),
    errors: async () => [...errors, ...((await page.evaluate('window.__smokeErrors || []')) as string[])],
    screenshot: async () => Buffer.from(await page.screenshot()),
    print: async () =>
      Buffer.from(await page.pdf({format: 'letter', margin: {top: '1cm', bottom: '1cm', left: '1cm', right: '1cm'}})),
    close: async () => {
      await browser.close();
      display.forEach((c) => c.kill());
    },
  };
}

/** A free TCP port on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Polls a state until it holds (a display opened, a port answering). */
async function until(ready: () => boolean | Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ready())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/status`).then(
    () => true,
    () => false,
  );

async function launchWebKit(): Promise<SmokeBrowser> {
  const children: ChildProcess[] = [];
  // MiniBrowser needs a display: a virtual one of our own, unless the machine has one.
  const display = await virtualDisplay(children);
  const port = await freePort();
  const driver = spawn(webkitDriverPath, [`--port=${port}`], {
    stdio: 'ignore',
    env: {...process.env, DISPLAY: display},
  });
  children.push(driver);
  const stop = () => children.reverse().forEach((c) => c.kill());
  try {
    await until(() => answers(port), `WebKitWebDriver on port ${port}`);
    const session: WebDriverSession = await newSession(`http://127.0.0.1:${port}`, {
      'webkitgtk:browserOptions': {binary: miniBrowserPath, args: ['--automation']},
    });
    // The window's outer size includes MiniBrowser's toolbar: measure it once, then size the page.
    let chrome = {width: 0, height: 0};
    const resize = async (width: number, height: number) => {
      await session.setWindowSize(width + chrome.width, height + chrome.height);
    };
    await session.setWindowSize(1000, 800);
    const inner = await session.execute<{width: number; height: number}>(
      'return {width: innerWidth, height: innerHeight}',
    );
    chrome = {width: 1000 - inner.width, height: 800 - inner.height};
    return {
      name: 'webkit',
      goto: async (url) => {
        await session.navigate(url);
        await session.execute(watchErrors);
      },
      resize,
      run: (body, ...args) => session.execute(body, ...args),
      click: (css, at) => session.click(css, at),
      press: (key) => session.keys(Key[key]),
      type: (text) => session.keys(text),
      errors: () => session.execute<string[]>('return window.__smokeErrors || []'),
      screenshot: () => session.screenshot(),
      close: async () => {
        await session.quit().catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
