/**
 * The W3C WebDriver protocol (classic, over HTTP), the few commands the
 * cross-browser smoke uses, for WebKitGTK's WebKitWebDriver. WebKitGTK speaks
 * no WebDriver BiDi yet, so Puppeteer cannot drive it; and the `webdriver`
 * package would add 125 packages (47 MB) for these eight requests.
 * https://www.w3.org/TR/webdriver2/
 */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export interface WebDriverSession {
  navigate(url: string): Promise<void>;
  setWindowSize(width: number, height: number): Promise<void>;
  /** Runs a function body in the page (`return ...`), with arguments; resolves with its JSON result. */
  execute<T>(body: string, ...args: unknown[]): Promise<T>;
  /** Runs an async function body in the page; it ends by calling arguments[arguments.length - 1](result). */
  executeAsync<T>(body: string, ...args: unknown[]): Promise<T>;
  /** Clicks an element: in its middle, or at `at`, a point as fractions of its width and height. */
  click(css: string, at?: {x: number; y: number}): Promise<void>;
  /** Types text into the focused element; WebDriver key codes ("\uE00C" is Escape) work too. */
  keys(text: string): Promise<void>;
  screenshot(): Promise<Buffer>;
  quit(): Promise<void>;
}

/** Keys as WebDriver writes them. */
export const Key = {Escape: '\uE00C', Enter: '\uE007', ArrowRight: '\uE014', Tab: '\uE004', Space: '\uE00D'} as const;

export async function newSession(endpoint: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
  async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${endpoint}${path}`, {
      method,
      headers: {'content-type': 'application/json'},
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as {value: T & {error?: string; message?: string}};
    if (!res.ok || json.value?.error) {
      throw new Error(`WebDriver ${method} ${path}: ${json.value?.error ?? res.status} ${json.value?.message ?? ''}`);
    }
    return json.value;
  }
  const {sessionId} = await send<{sessionId: string}>('POST', '/session', {capabilities: {alwaysMatch: capabilities}});
  const at = `/session/${sessionId}`;
  return {
    navigate: async (url) => void (await send('POST', `${at}/url`, {url})),
    setWindowSize: async (width, height) => void (await send('POST', `${at}/window/rect`, {width, height})),
    execute: (script, ...args) => send('POST', `${at}/execute/sync`, {script, args}),
    executeAsync: (script, ...args) => send('POST', `${at}/execute/async`, {script, args}),
    click: async (css, point) => {
      const element = await send<Record<string, string>>('POST', `${at}/element`, {using: 'css selector', value: css});
      // Into the middle of the window first, as a visitor scrolls to it: not under a sticky bar at an edge.
      const box = await send<{width: number; height: number}>('POST', `${at}/execute/sync`, {
        script: "arguments[0].scrollIntoView({block: 'center'}); return arguments[0].getBoundingClientRect().toJSON()",
        args: [element],
      });
      if (!point) return void (await send('POST', `${at}/element/${element[ELEMENT]}/click`, {}));
      // A pointer's offset from an element is from its middle.
      const [x, y] = [Math.round((point.x - 0.5) * box.width), Math.round((point.y - 0.5) * box.height)];
      await send('POST', `${at}/actions`, {
        actions: [
          {
            type: 'pointer',
            id: 'mouse',
            parameters: {pointerType: 'mouse'},
            actions: [
              {type: 'pointerMove', origin: element, x, y},
              {type: 'pointerDown', button: 0},
              {type: 'pointerUp', button: 0},
            ],
          },
        ],
      });
    },
    keys: async (text) =>
      void (await send('POST', `${at}/actions`, {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: [...text].flatMap((value) => [
              {type: 'keyDown', value},
              {type: 'keyUp', value},
            ]),
          },
        ],
      })),
    screenshot: async () => Buffer.from(await send<string>('GET', `${at}/screenshot`), 'base64'),
    quit: async () => void (await send('DELETE', at)),
  };
}
