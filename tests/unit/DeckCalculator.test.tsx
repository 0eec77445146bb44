import React from 'react';
import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DeckCalculator from '@site/src/components/DeckCalculator';
import CalculatorPage from '@site/src/pages/resources/calculator';
import {EstimateDialogContext} from '@site/src/components/EstimateDialog/context';
import {formula, materialPrices} from '@site/src/data/pricing';
import {formatRate} from '@site/src/lib/deckEstimate';
import type {CalculatorCopy} from '@site/src/data/pageSchema';
import calculatorWords from '@site/src/data/copy/pages/calculator.json';
import {calculator, seedTotal} from '../seed';

/** The site's own prices (src/data/pricing.ts), whatever the owner charges: the independent formula reads them too. */
const prices = {materialPrices, formula};
const total = (...input: Parameters<typeof seedTotal>) => seedTotal(input[0], input[1], input[2], input[3], prices);

const PATH = '/resources/calculator';
const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
/** The formula's total for 300 sq ft with the defaults (composite, railings, no stairs). */
const defaultTotal = usd(total(300, 'composite', true, false));

function renderCalculator(ui: React.ReactNode = <DeckCalculator />) {
  const open = jest.fn();
  const user = userEvent.setup();
  const utils = render(<EstimateDialogContext.Provider value={{open}}>{ui}</EstimateDialogContext.Provider>);
  return {open, user, ...utils};
}

const sizeInput = () => screen.getByRole('spinbutton', {name: /deck size/i});
const calculate = () => screen.getByRole('button', {name: calculator.labels.calculate});
const group = (name: RegExp) => screen.getByRole('group', {name});
const radio = (groupName: RegExp, name: RegExp) => within(group(groupName)).getByRole('radio', {name});
/** A material's choice, by the name the owner gives it (Business → Prices and rates). */
const choice = (material: keyof typeof materialPrices) =>
  new RegExp(`^${materialPrices[material].label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
const [cedar, composite, pvc] = [choice('cedar'), choice('composite'), choice('pvc')];
const liveRegion = () => document.querySelector('[aria-live="polite"]') as HTMLElement;
/** Every "$…" amount shown anywhere. */
const dollarAmounts = () => (document.body.textContent ?? '').match(/\$\d{1,3}(?:,\d{3})*/g) ?? [];

beforeEach(() => {
  window.history.replaceState(null, '', PATH);
});

describe('DeckCalculator: the form', () => {
  it('starts on composite, railings yes, stairs no, with an empty size and no result', () => {
    renderCalculator();
    expect(sizeInput()).toHaveValue(null);
    expect(sizeInput()).toHaveAttribute('placeholder', calculator.placeholder);
    expect(sizeInput()).toHaveAttribute('inputmode', 'decimal');
    expect(radio(/material/i, composite)).toBeChecked();
    expect(radio(/railings/i, /^yes/i)).toBeChecked();
    expect(radio(/stairs/i, /^no/i)).toBeChecked();
    expect(screen.queryByText('Estimated total')).not.toBeInTheDocument();
    expect(liveRegion()).toBeEmptyDOMElement();
  });

  it('shows the four materials with their price per square foot', () => {
    renderCalculator();
    const names = within(group(/material/i))
      .getAllByRole('radio')
      .map((r) => r.getAttribute('value'));
    expect(names).toEqual(Object.keys(materialPrices));
    for (const [material, {pricePerSqFt: price}] of Object.entries(materialPrices)) {
      const named = choice(material as keyof typeof materialPrices).source;
      expect(radio(/material/i, new RegExp(`${named}.*\\${formatRate(price)} per sq ft`, 'i'))).toBeInTheDocument();
    }
  });
});

describe('DeckCalculator: calculating', () => {
  it('shows the total for 300 sq ft of composite with railings, with a breakdown that adds up and a disclaimer', async () => {
    const {user} = renderCalculator();
    await user.type(sizeInput(), '300');
    await user.click(calculate());

    const live = liveRegion();
    expect(within(live).getByText(defaultTotal)).toBeInTheDocument();
    expect(live).toHaveTextContent(
      `300 sq ft of ${materialPrices.composite.label.toLowerCase()}, with railings, no stairs`,
    );

    const table = screen.getByRole('table', {name: /estimate breakdown/i});
    const cell = (row: string) =>
      within(within(table).getByRole('row', {name: new RegExp(`^${row}`)})).getByRole('cell');
    const amounts = ['Materials', 'Railings', 'Stairs', 'Installation'].map((row) =>
      Number(cell(row).textContent!.replace(/[$,]/g, '')),
    );
    const materials = Math.floor(300 * materialPrices.composite.pricePerSqFt);
    const railings = Math.floor((300 * materialPrices.composite.pricePerSqFt * formula.railingsPercent) / 100);
    expect(amounts.slice(0, 3)).toEqual([materials, railings, 0]);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(total(300, 'composite', true, false));
    expect(cell('Total')).toHaveTextContent(defaultTotal);

    expect(screen.getByText(/rough estimate/i)).toBeInTheDocument();
  });

  it('responds to every input: 120.5 sq ft of PVC, no railings, with stairs', async () => {
    const {user} = renderCalculator();
    await user.type(sizeInput(), '120.5');
    await user.click(radio(/material/i, pvc));
    await user.click(radio(/railings/i, /^no/i));
    await user.click(radio(/stairs/i, /^yes/i));
    await user.click(calculate());
    expect(within(liveRegion()).getByText(usd(total(120.5, 'pvc', false, true)))).toBeInTheDocument();
  });

  it.each(['', '0', '-5', 'abc', '1e400', '1e308', '20000'])(
    'does nothing and shows nothing for the size %j',
    async (size) => {
      const {user} = renderCalculator();
      if (size) await user.type(sizeInput(), size);
      await user.click(calculate());
      expect(liveRegion()).toBeEmptyDOMElement();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const rates = Object.values(materialPrices).map((p) => formatRate(p.pricePerSqFt));
      expect(dollarAmounts().filter((a) => !rates.includes(a) && a !== formatRate(formula.stairsFlat))).toEqual([]);
      expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
      expect(window.location.search).toBe('');
    },
  );

  it('survives pasted junk', async () => {
    const {user} = renderCalculator();
    sizeInput().focus();
    await user.paste('300 square feet, roughly!');
    await user.click(calculate());
    expect(liveRegion()).toBeEmptyDOMElement();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('keeps the shown result when inputs change, until Calculate is pressed again', async () => {
    const {user} = renderCalculator();
    await user.type(sizeInput(), '300');
    await user.click(calculate());
    expect(within(liveRegion()).getByText(defaultTotal)).toBeInTheDocument();

    await user.clear(sizeInput());
    await user.type(sizeInput(), '100');
    await user.click(radio(/material/i, cedar));
    await user.click(radio(/stairs/i, /^yes/i));
    expect(within(liveRegion()).getByText(defaultTotal)).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent(`300 sq ft of ${materialPrices.composite.label.toLowerCase()}`);

    await user.click(calculate());
    expect(within(liveRegion()).getByText(usd(total(100, 'cedar', true, true)))).toBeInTheDocument();
    expect(screen.queryByText(defaultTotal)).not.toBeInTheDocument();
  });

  it('keeps the previous result when Calculate is pressed with an invalid size', async () => {
    const {user} = renderCalculator();
    await user.type(sizeInput(), '300');
    await user.click(calculate());
    await user.clear(sizeInput());
    await user.click(calculate());
    expect(within(liveRegion()).getByText(defaultTotal)).toBeInTheDocument();
  });

  it('reports each real estimate once as a lead event, and invalid presses not at all', async () => {
    window.dataLayer = [];
    const {user} = renderCalculator();
    await user.click(calculate());
    await user.type(sizeInput(), '300');
    await user.click(calculate());
    expect(window.dataLayer).toEqual([{event: 'calculator_estimate', page: PATH, source: 'page/calculate-estimate'}]);
  });

  it('does not report an estimate restored from a shared link', () => {
    window.dataLayer = [];
    window.history.replaceState(null, '', `${PATH}?size=300&material=cedar&railings=no&stairs=no`);
    renderCalculator();
    expect(window.dataLayer).toEqual([]);
  });

  it('works from the keyboard alone', async () => {
    const {user} = renderCalculator();
    await user.tab();
    expect(sizeInput()).toHaveFocus();
    await user.keyboard('300');
    // Past the way to plan a deck by its dimensions, under the size.
    await user.tab();
    const planner = screen.getByRole('link', {name: 'Plan it by its dimensions'});
    expect(planner).toHaveFocus();
    expect(planner).toHaveAttribute('href', '/resources/deck-planner');
    await user.tab();
    expect(radio(/material/i, composite)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(radio(/material/i, pvc)).toBeChecked();
    await user.tab(); // railings group
    await user.tab(); // stairs group
    await user.keyboard('{ArrowLeft}');
    expect(radio(/stairs/i, /^yes/i)).toBeChecked();
    await user.tab();
    expect(calculate()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(liveRegion()).getByText(usd(total(300, 'pvc', true, true)))).toBeInTheDocument();
  });

  it('submits with Enter in the size field', async () => {
    const {user} = renderCalculator();
    await user.type(sizeInput(), '300{Enter}');
    expect(within(liveRegion()).getByText(defaultTotal)).toBeInTheDocument();
  });
});

describe('DeckCalculator: shareable link', () => {
  it('restores the inputs and shows the result from the query string', async () => {
    window.history.replaceState(null, '', `${PATH}?size=250&material=cedar&railings=no&stairs=yes`);
    renderCalculator();
    await waitFor(() => expect(sizeInput()).toHaveValue(250));
    expect(radio(/material/i, cedar)).toBeChecked();
    expect(radio(/railings/i, /^no/i)).toBeChecked();
    expect(radio(/stairs/i, /^yes/i)).toBeChecked();
    expect(within(liveRegion()).getByText(usd(total(250, 'cedar', false, true)))).toBeInTheDocument();
  });

  it('restores valid choices but shows no result when the shared size is invalid', async () => {
    window.history.replaceState(null, '', `${PATH}?size=1e400&material=pvc&railings=maybe`);
    renderCalculator();
    await waitFor(() => expect(radio(/material/i, pvc)).toBeChecked());
    expect(radio(/railings/i, /^yes/i)).toBeChecked();
    expect(sizeInput()).toHaveValue(null);
    expect(liveRegion()).toBeEmptyDOMElement();
  });

  it('writes the inputs to the address bar on Calculate', async () => {
    const {user} = renderCalculator();
    await user.type(sizeInput(), '300');
    await user.click(calculate());
    expect(window.location.pathname).toBe(PATH);
    expect(window.location.search).toBe('?size=300&material=composite&railings=yes&stairs=no');
  });

  it('copies the link to the shown estimate and says so', async () => {
    const {user} = renderCalculator();
    await user.type(sizeInput(), '300');
    await user.click(calculate());
    await user.type(sizeInput(), '5'); // changed but not recalculated: the link is for the shown result
    await user.click(screen.getByRole('button', {name: 'Copy link to this estimate'}));
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
    await expect(navigator.clipboard.readText()).resolves.toBe(
      `http://localhost${PATH}?size=300&material=composite&railings=yes&stairs=no`,
    );
  });

  it('falls back to a selectable link when the browser blocks copying', async () => {
    const {user} = renderCalculator();
    await user.type(sizeInput(), '300');
    await user.click(calculate());
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', {name: 'Copy link to this estimate'}));
    const field = await screen.findByRole('textbox', {name: 'Link to this estimate'});
    expect(field).toHaveValue(`http://localhost${PATH}?size=300&material=composite&railings=yes&stairs=no`);
    expect(field).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/select the link/i);
  });
});

describe('DeckCalculator: next steps', () => {
  it('opens the estimate dialog from Get Free Consultation and Get Accurate Quote', async () => {
    const {user, open} = renderCalculator();
    await user.click(screen.getByRole('button', {name: calculator.labels.consultation}));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenLastCalledWith('estimate', expect.objectContaining({source: expect.any(String)}));

    await user.type(sizeInput(), '300');
    await user.click(calculate());
    await user.click(screen.getByRole('button', {name: calculator.labels.quote}));
    expect(open).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenLastCalledWith('estimate', expect.objectContaining({source: expect.any(String)}));
  });

  it('links View Our Work to the gallery', () => {
    renderCalculator();
    expect(screen.getByRole('link', {name: calculator.labels.work})).toHaveAttribute('href', '/gallery');
  });
});

describe('the /resources/calculator page', () => {
  it('has one h1, the calculator, an explainer and a closing call to action', async () => {
    const {open, user} = renderCalculator(<CalculatorPage />);
    // Its heading is the owner's words (Site pages → Deck cost calculator).
    expect(screen.getAllByRole('heading', {level: 1}).map((h) => h.textContent)).toEqual([
      (calculatorWords as CalculatorCopy).hero.title,
    ]);
    expect(sizeInput()).toBeInTheDocument();
    expect(screen.getAllByRole('heading', {level: 2}).length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByRole('heading', {level: 3}).length).toBeGreaterThanOrEqual(2);
    // Every button but Calculate opens the estimate dialog.
    const others = screen.getAllByRole('button').filter((b) => b !== calculate());
    expect(others.length).toBeGreaterThanOrEqual(2);
    for (const b of others) await user.click(b);
    expect(open).toHaveBeenCalledTimes(others.length);
  });
});
