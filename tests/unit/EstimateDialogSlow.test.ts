import {act, screen} from '@testing-library/react';
import {dialogTitles} from '@site/src/components/EstimateDialog/context';
import type {Chunk} from '@site/src/lib/chunk';
import {renderQuoteButton} from '../helpers/quoteButton';

// A slow connection: the dialog's code arrives when the test says so, and each test starts without it.
// (Read only once a test runs: jest.mock's factory runs before this file's own lines.)
let mockArrive: () => void = () => undefined;
let mockTest = 0;
jest.mock('@site/src/lib/chunk', () => ({
  chunk: <T>(importer: () => Promise<{default: T}>): Chunk<T> => {
    let loaded: T | null = null;
    let pending: Promise<T> | undefined;
    let test = 0;
    const forgetEarlierTests = () => {
      if (test !== mockTest) [test, loaded, pending] = [mockTest, null, undefined];
    };
    const load = () => {
      forgetEarlierTests();
      return (pending ??= new Promise<void>((arrive) => (mockArrive = arrive)).then(() =>
        importer().then((m) => (loaded = m.default)),
      ));
    };
    return {
      get loaded() {
        forgetEarlierTests();
        return loaded;
      },
      load,
      preload: () => void load(),
    };
  },
}));

beforeEach(() => (mockTest += 1));

const arrival = async () => {
  await act(async () => {
    mockArrive();
    await new Promise((settled) => setTimeout(settled, 0));
  });
};

/** A page with the button; a tap on it, while the dialog's code is still on its way. */
async function tapBeforeItArrives() {
  const {user, button} = renderQuoteButton();
  await user.click(button);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  return {user, button};
}

it('shows the tapped button busy until its code arrives, then opens', async () => {
  const {button} = await tapBeforeItArrives();
  expect(button).toHaveAttribute('aria-busy', 'true');
  await arrival();
  expect(await screen.findByRole('dialog', {name: dialogTitles.estimate})).toBeInTheDocument();
  expect(button).not.toHaveAttribute('aria-busy');
});

const opensCounted = () => (window.dataLayer ?? []).filter((e) => (e as {event?: string}).event === 'estimate_open');

it('stays closed when the visitor presses Escape before its code arrives, and counts no opening', async () => {
  window.dataLayer = [];
  const {user, button} = await tapBeforeItArrives();
  await user.keyboard('{Escape}');
  expect(button).not.toHaveAttribute('aria-busy'); // called off: the button is done waiting
  await arrival();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opensCounted()).toEqual([]);
  // And a tap after that opens it at once (the code is here now), counted once.
  await user.click(button);
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  expect(opensCounted()).toHaveLength(1);
});
