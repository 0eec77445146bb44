import React from 'react';
import {dialogTitles} from '../../src/components/EstimateDialog/context';
import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {EstimateDialogProvider} from '@site/src/components/EstimateDialog';
import EstimateButton from '@site/src/components/EstimateButton';
import {business} from '@site/src/data/business';
import {__notifyLocation} from '../mocks/router';
import {withData, type Site} from '../helpers/withData';

function renderWithProvider(ui: React.ReactNode) {
  return render(<EstimateDialogProvider>{ui}</EstimateDialogProvider>);
}

describe('site-wide estimate dialog', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('is closed until a button asks for it', () => {
    renderWithProvider(<EstimateButton>Get Free Quote</EstimateButton>);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens from an EstimateButton with its title, the lead form and the phone link', async () => {
    const user = userEvent.setup();
    renderWithProvider(<EstimateButton>Get Free Quote</EstimateButton>);
    await user.click(screen.getByRole('button', {name: 'Get Free Quote'}));
    const dialog = await screen.findByRole('dialog', {name: 'Get your free estimate'});
    expect(dialog).toBeInTheDocument();
    if (business.leadForm.id) {
      await act(async () => {
        fireEvent.load(document.querySelector(`script[src="${business.leadForm.embedScriptSrc}"]`)!);
      });
      expect(dialog.querySelector(`iframe[data-form-id="${business.leadForm.id}"]`)).not.toBeNull();
    } else {
      expect(screen.getByText('Call us for your free estimate')).toBeInTheDocument();
    }
    expect(
      screen
        .getAllByRole('link', {name: new RegExp(business.phone.display.replace(/[()]/g, '\\$&'))})
        .some((a) => a.getAttribute('href') === business.phone.href),
    ).toBe(true);
  });

  it('lets a keyboard user reach and scroll the form area, which can be taller than the screen', async () => {
    const user = userEvent.setup();
    renderWithProvider(<EstimateButton>Get Free Quote</EstimateButton>);
    await user.click(screen.getByRole('button', {name: 'Get Free Quote'}));
    const dialog = await screen.findByRole('dialog');
    const formArea = screen.getByRole('region', {name: 'Estimate request form'});
    expect(dialog).toContainElement(formArea);
    expect(formArea).toHaveAttribute('tabindex', '0');
  });

  it('reports each opening once, with the page and the button that opened it', async () => {
    window.dataLayer = [];
    const user = userEvent.setup();
    renderWithProvider(
      <header data-lead-area="header">
        <EstimateButton>Get Free Quote</EstimateButton>
      </header>,
    );
    await user.click(screen.getByRole('button', {name: 'Get Free Quote'}));
    await screen.findByRole('dialog');
    // Whatever the form then reports (ready, or the call panel while the owner has set no form).
    expect(window.dataLayer.filter((e) => (e as {event?: string}).event === 'estimate_open')).toEqual([
      {event: 'estimate_open', page: '/', source: 'header/get-free-quote'},
    ]);
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderWithProvider(<EstimateButton>Get Free Quote</EstimateButton>);
    const button = screen.getByRole('button', {name: 'Get Free Quote'});
    await user.click(button);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it("returns focus to the tapped button where a tap doesn't focus it (Safari)", async () => {
    const user = userEvent.setup();
    renderWithProvider(<EstimateButton>Get Free Quote</EstimateButton>);
    const button = screen.getByRole('button', {name: 'Get Free Quote'});
    fireEvent.click(button); // a click without focus, as Safari taps
    expect(button).not.toHaveFocus();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('closes on its close button', async () => {
    const user = userEvent.setup();
    renderWithProvider(<EstimateButton>Get Free Quote</EstimateButton>);
    await user.click(screen.getByRole('button', {name: 'Get Free Quote'}));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', {name: 'Close'}));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the financing variant with its own title: a question to a deck builder, not a loan application', async () => {
    const user = userEvent.setup();
    renderWithProvider(<EstimateButton dialog="financing">Apply Now</EstimateButton>);
    await user.click(screen.getByRole('button', {name: 'Apply Now'}));
    const dialog = await screen.findByRole('dialog', {name: dialogTitles.financing});
    expect(dialogTitles.financing).not.toMatch(/application|pre-?approval/i);
    // Its first sentence says what happens to the request; then that the business is not a lender.
    expect(dialog).toHaveAccessibleDescription(/^[^.]*we'll answer your questions and connect you with lenders\./);
    expect(dialog).toHaveAccessibleDescription(new RegExp(`${business.name} builds decks and is not a lender`));
    expect(dialog).toHaveAccessibleDescription(/checks no credit/);
  });

  it('opens when the URL carries #free-estimate and clears the hash on close', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/services#free-estimate');
    act(() => __notifyLocation());
    renderWithProvider(<p>page</p>);
    expect(await screen.findByRole('dialog', {name: 'Get your free estimate'})).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/services');
  });
});

describe('a plan sent with the request (the deck planner)', () => {
  const plan = {title: 'Your deck plan', text: '16 by 12 ft, composite.', url: 'https://example.test/plan'};
  const withForm = (id: string) => ({...business, leadForm: {...business.leadForm, id, planField: 'deck_plan'}});
  const opened = (site: Site) =>
    site.render('@site/src/components/EstimateDialog/Dialog', {
      open: true,
      variant: 'estimate',
      attachment: plan,
      onOpenChange: () => {},
      onClosed: () => {},
    });

  it('is filled into the form that has a field for it', async () => {
    await withData({business: withForm('Qm7xV2pLk9TzR4bN8cYd')}, (site) => {
      opened(site);
      expect(screen.getByText('It is filled in on the form below.')).toBeInTheDocument();
    });
  });

  it('comes with its copy button while there is no form to fill (the call panel shows), field or not', async () => {
    await withData({business: withForm('')}, (site) => {
      opened(site);
      expect(screen.queryByText('It is filled in on the form below.')).toBeNull();
      expect(screen.getByRole('button', {name: 'Copy the plan'})).toBeInTheDocument();
    });
  });
});
