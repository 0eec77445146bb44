import React from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {EstimateDialogProvider} from '@site/src/components/EstimateDialog';
import EstimateButton from '@site/src/components/EstimateButton';

/** A page with one estimate button inside the dialog's provider, and a visitor to tap it. */
export function renderQuoteButton() {
  const user = userEvent.setup();
  render(
    <EstimateDialogProvider>
      <EstimateButton>Get Free Quote</EstimateButton>
    </EstimateDialogProvider>,
  );
  return {user, button: screen.getByRole('button', {name: 'Get Free Quote'})};
}
