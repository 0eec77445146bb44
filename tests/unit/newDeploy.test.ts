import {reloadIfRedeployed, takeCarried} from '@site/src/lib/newDeploy';

// What the bundler's ChunkLoadError carries: the file it could not load.
const failed = {name: 'ChunkLoadError', request: 'https://example.test/assets/js/1758.1fb498d0.js'};
/** The host's answer to the probe for that file. */
const answer = (status: number, type: string) => ({ok: status < 300, status, headers: {get: () => type}});
const fetchMock = jest.fn();
// jsdom can't navigate: a reload reaches the console as "Not implemented: navigation".
const reloads = () =>
  consoleError.mock.calls.filter(([e]) => /Not implemented: navigation/.test(String((e as Error)?.message ?? e)))
    .length;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  Object.assign(globalThis, {fetch: fetchMock});
  fetchMock.mockReset();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/resources/deck-planner?material=cedar');
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

it('leaves the page be when the file is only out of reach (offline, a dropped connection)', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  expect(await reloadIfRedeployed(failed, '#free-estimate', 'estimate', {source: 'x'})).toBe(false);
  expect(reloads()).toBe(0);
  expect(takeCarried('estimate')).toBeUndefined();
});

it('leaves the page be when the host still has the file (a blip)', async () => {
  fetchMock.mockResolvedValue(answer(200, 'application/javascript'));
  expect(await reloadIfRedeployed(failed, '#free-estimate', 'estimate', {source: 'x'})).toBe(false);
  expect(reloads()).toBe(0);
});

it('asks nothing of the host for an error that names no file', async () => {
  expect(await reloadIfRedeployed(new Error('a module threw'), '', 'search', true)).toBe(false);
  expect(fetchMock).not.toHaveBeenCalled();
});

it.each([
  ['its 404 page', answer(404, 'text/html')],
  ['a page in place of the file', answer(200, 'text/html; charset=utf-8')],
])(
  'reloads at the dialog link when the host answers %s, carries what was asked for, once a minute',
  async (_, probe) => {
    fetchMock.mockResolvedValue(probe);
    const asked = {source: 'deck-planner/send-this-plan', attachment: {title: 'Your deck plan', text: 't', url: 'u'}};
    expect(await reloadIfRedeployed(failed, '#free-estimate', 'estimate', asked)).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(failed.request, {method: 'HEAD', cache: 'no-store'});
    expect(reloads()).toBe(1);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/resources/deck-planner?material=cedar#free-estimate',
    );
    // The new page takes it once, and only its own carrier does.
    expect(takeCarried('search')).toBeUndefined();
    expect(takeCarried('estimate')).toEqual(asked);
    expect(takeCarried('estimate')).toBeUndefined();
    // Its files are missing too (a broken deploy): no second reload.
    expect(await reloadIfRedeployed(failed, '#free-estimate', 'estimate', asked)).toBe(false);
    expect(reloads()).toBe(1);
  },
);

it('reloads again a minute later (a later deploy)', async () => {
  fetchMock.mockResolvedValue(answer(404, 'text/html'));
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  expect(await reloadIfRedeployed(failed, '', 'search', true)).toBe(true);
  now.mockReturnValue(1_000_000 + 61_000);
  expect(takeCarried('search')).toBeUndefined(); // too old to be the page that reload loaded
  expect(await reloadIfRedeployed(failed, '', 'search', true)).toBe(true);
  expect(reloads()).toBe(2);
  now.mockRestore();
});
