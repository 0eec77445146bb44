import {screen} from '@testing-library/react';
import {dialogTitles} from '@site/src/components/EstimateDialog/context';
import {renderQuoteButton} from '../helpers/quoteButton';

// The dialog's code fails to arrive once (a dropped connection), then arrives. Its module is required at the
// first tap, not on import, so the factory reads the flag then.
let mockArrives = false;
jest.mock('@site/src/components/EstimateDialog/Dialog', () => {
  if (!mockArrives) throw new Error('ChunkLoadError: Loading chunk failed');
  return jest.requireActual('@site/src/components/EstimateDialog/Dialog');
});

it('leaves the page working when the dialog cannot load, and the next tap opens it', async () => {
  const {user, button} = renderQuoteButton();
  await user.click(button);
  await new Promise((settled) => setTimeout(settled, 50));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(button).toBeInTheDocument(); // no error screen in place of the page

  mockArrives = true;
  await user.click(button);
  expect(await screen.findByRole('dialog', {name: dialogTitles.estimate})).toBeInTheDocument();
});
