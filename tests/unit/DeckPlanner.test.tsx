/**
 * The deck planner as a visitor uses it (src/components/DeckPlanner): the form redraws the plan and its price,
 * which is the calculator's; what does not read is named and changes nothing; a deck beyond the tables gets no
 * numbers; the address holds the plan; and the plan goes with an estimate request.
 */
import React, {startTransition} from 'react';
import {act, render, renderHook, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DeckPlanner from '@site/src/components/DeckPlanner';
import {usePlanForm} from '@site/src/components/DeckPlanner/usePlanForm';
import {orderLines, orderList} from '@site/src/lib/deckPlan/order';
import {takeoff as takeoffOf} from '@site/src/lib/deckPlan/takeoff';
import {EstimateDialogContext} from '@site/src/components/EstimateDialog/context';
import {__notifyLocation} from '../mocks/router';
import {estimateDeckCost, formatUsd, materialPrices} from '@site/src/lib/deckEstimate';
import {
  defaultPlanForm,
  describePlan,
  parseFeet,
  planDeck,
  planInput,
  planQuery,
  type Plan,
} from '@site/src/lib/deckPlan';

const PATH = '/resources/deck-planner';

function renderPlanner() {
  const open = jest.fn();
  const user = userEvent.setup();
  render(
    <EstimateDialogContext.Provider value={{open}}>
      <DeckPlanner />
    </EstimateDialogContext.Provider>,
  );
  return {open, user};
}

const box = (name: RegExp) => screen.getByRole('textbox', {name});
const total = () => screen.getByRole('heading', {name: 'Estimated price'}).nextElementSibling!.textContent;
const drawing = () => screen.getByRole('img', {name: /^Top view, to scale/});
const dollarAmounts = () => (document.body.textContent ?? '').match(/\$\d{1,3}(?:,\d{3})*/g) ?? [];

beforeEach(() => {
  window.history.replaceState(null, '', PATH);
  __notifyLocation();
});

describe('the deck planner', () => {
  it('opens on the usual first question, drawn and priced as the calculator prices it', () => {
    renderPlanner();
    const input = planInput(defaultPlanForm);
    const plan = planDeck(input);
    if (plan.kind !== 'plan') throw new Error('the default form plans a deck');
    const {inputs} = plan.estimate;
    expect(inputs.size).toBe(input.length * input.depth);
    expect(total()).toBe(formatUsd(estimateDeckCost(inputs).total));
    expect(drawing()).toHaveAccessibleName(`Top view, to scale: ${describePlan(plan, input)}.`);
    expect(screen.getByRole('heading', {name: 'Framing takeoff'})).toBeInTheDocument();
  });

  it('redraws as the visitor types, in feet and inches, and the price follows the new area', async () => {
    const {user} = renderPlanner();
    await user.clear(box(/length along the house/i));
    await user.type(box(/length along the house/i), '20\' 6"');
    const depth = parseFeet(defaultPlanForm.depth)!;
    expect(drawing()).toHaveAccessibleName(new RegExp(`^Top view, to scale: 20' 6" by ${depth}' deck`));
    const plan = planDeck(planInput({...defaultPlanForm, length: '20\' 6"'}));
    expect(plan.kind === 'plan' && total()).toBe(plan.kind === 'plan' && formatUsd(plan.estimate.total));
    // The address catches up once the keys rest.
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('length')).toBe('20.5'));
  });

  it('names a size it cannot read at its box, and leaves the plan and the price as they were', async () => {
    const {user} = renderPlanner();
    const before = total();
    const depth = box(/depth out from the house/i);
    await user.clear(depth);
    await user.type(depth, 'twelve');
    expect(depth).toHaveAttribute('aria-invalid', 'true');
    expect(depth).toHaveAccessibleDescription(/Enter how far the deck reaches out from the house, in feet/);
    expect(total()).toBe(before);
    expect(screen.getByRole('note')).toHaveTextContent(/last sizes that read/);
  });

  it('gives a deck beyond the tables no numbers at all: an engineer, and a call', async () => {
    const {user} = renderPlanner();
    await user.click(screen.getByRole('checkbox', {name: /hot tub/i}));
    expect(screen.getByRole('heading', {name: /needs an engineer.s design/})).toBeInTheDocument();
    expect(screen.queryByRole('img', {name: /^Top view/})).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', {name: 'Framing takeoff'})).not.toBeInTheDocument();
    // Only the material cards' prices per square foot are left on the page.
    const rates = Object.values(materialPrices).map((m) => formatUsd(m.pricePerSqFt));
    expect(dollarAmounts().filter((a) => !rates.includes(a))).toEqual([]);
  });

  it('puts each choice in the address, and a link opens the plan it names', async () => {
    const {user} = renderPlanner();
    await user.click(within(screen.getByRole('group', {name: 'Decking'})).getByRole('radio', {name: /^Cedar/}));
    expect(new URLSearchParams(window.location.search).get('material')).toBe('cedar');
    const shared = planQuery({...defaultPlanForm, length: '24', depth: '14', stairs: 'none'});
    act(() => {
      window.history.pushState(null, '', `${PATH}${shared}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(box(/length along the house/i)).toHaveValue('24');
    expect(drawing()).toHaveAccessibleName(/24 by 14 ft deck/);
  });

  it('sends the plan with an estimate request: its words, its price, its order list and its link', async () => {
    const {open, user} = renderPlanner();
    // The order list's chunk, asked for as the plan renders (no IntersectionObserver here), has arrived.
    await screen.findByRole('region', {name: 'Framing'});
    await user.click(screen.getByRole('button', {name: 'Send this plan with my estimate request'}));
    const plan = planDeck(planInput(defaultPlanForm));
    // Once the order list is counted, by the takeoff's chunk.
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(open).toHaveBeenCalledWith('estimate', {
      source: expect.any(String),
      trigger: screen.getByRole('button', {name: 'Send this plan with my estimate request'}),
      attachment: {
        title: 'Your deck plan',
        text: `${describePlan(plan, planInput(defaultPlanForm))}. Estimate ${total()}.`,
        url: `${window.location.origin}${PATH}${planQuery(defaultPlanForm)}`,
        detail: {title: 'What to order', lines: orderLines(orderList(plan as Plan))},
        picture: {
          label: `The deck in 3D, a still picture: ${describePlan(plan, planInput(defaultPlanForm))}.`,
          load: expect.any(Function),
        },
      },
    });
    // The still 3D picture goes with it, drawn once the dialog asks: an SVG image.
    const [, {attachment}] = open.mock.calls[0] as [string, {attachment: {picture: {load: () => Promise<string>}}}];
    const url = await attachment.picture.load();
    expect(decodeURIComponent(url)).toMatch(/^data:image\/svg\+xml,<svg /);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({event: 'plan_sent'}));
  });

  it('keeps what was typed when a choice is made before the keys have rendered (a quick hand, a slow phone)', () => {
    // Keys render in a transition; a radio is urgent. Both land in one batch here, as they do on a phone that
    // has not yet drawn the keys when the next choice comes ("10", then a radio, once planned a 1 ft deck).
    const {result} = renderHook(() => usePlanForm());
    act(() => {
      startTransition(() => result.current.type('depth', '1'));
      startTransition(() => result.current.type('depth', '10'));
      result.current.choose('attachment', 'freestanding');
      result.current.choose('open', (now) => ({...now, left: !now.left}));
    });
    expect(result.current.entry.form).toEqual({
      ...defaultPlanForm,
      depth: '10',
      attachment: 'freestanding',
      open: {...defaultPlanForm.open, left: !defaultPlanForm.open.left},
    });
    expect(planInput(result.current.entry.form).depth).toBe(10);
  });

  it('plans a sloping lot from the far side’s height: the posts and the stairs follow the ground, drawn in a side view', async () => {
    const {user} = renderPlanner();
    await user.type(box(/height at the far side/i), '9');
    const form = {...defaultPlanForm, heightFar: '9'};
    const plan = planDeck(planInput(form)) as Plan;
    expect(drawing()).toHaveAccessibleName(`Top view, to scale: ${describePlan(plan, planInput(form))}.`);
    expect(drawing()).toHaveAccessibleName(/3 ft up at the house and 9 ft at the far side/);
    expect(
      screen.getByRole('img', {name: /^Side view across the deck, to scale: the ground falls/}),
    ).toBeInTheDocument();
    expect(total()).toBe(formatUsd(plan.estimate.total));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('height-far')).toBe('9'));
  });

  it('adds a second level by its choices: beside, its size, steps down, and stairs that leave it', async () => {
    const {user} = renderPlanner();
    await user.click(
      within(screen.getByRole('group', {name: 'A second level'})).getByRole('radio', {name: 'Beside it, right'}),
    );
    await user.selectOptions(screen.getByRole('combobox', {name: 'Second level: height'}), '2 steps down (14 1/2 in)');
    await user.click(
      within(screen.getByRole('group', {name: 'Stairs'})).getByRole('radio', {name: 'Second level: far side'}),
    );
    const form = {...defaultPlanForm, second: 'right' as const, secondSteps: '2', stairs: 'second-front' as const};
    const plan = planDeck(planInput(form)) as Plan;
    expect(plan.levels).toHaveLength(2);
    expect(drawing()).toHaveAccessibleName(`Top view, to scale: ${describePlan(plan, planInput(form))}.`);
    // The price is the calculator's for both levels' area.
    expect(plan.estimate.inputs.size).toBe(16 * 12 + 12 * 10);
    expect(total()).toBe(formatUsd(plan.estimate.total));
    const takeoff = screen.getByRole('region', {name: 'Framing takeoff'});
    expect(within(takeoff).getByRole('heading', {name: 'Lower level'})).toBeInTheDocument();
    expect(await within(takeoff).findByText(takeoffOf(plan).join!.caption)).toBeInTheDocument();
  });

  it('lists what to order, group by group, counted from the plan, once its chunk arrives', async () => {
    renderPlanner();
    const plan = planDeck(planInput(defaultPlanForm)) as Plan;
    const order = screen.getByRole('region', {name: 'What to order'});
    await within(order).findByRole('region', {name: 'Framing'});
    for (const group of orderList(plan).groups) {
      const section = within(order).getByRole('region', {name: group.title});
      expect(within(section).getAllByRole('listitem')).toHaveLength(group.items.length);
    }
  });
});
