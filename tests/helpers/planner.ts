/** What the deck planner must show, derived from its own engine, for the browser suites. */
import {formatUsd} from '../../src/lib/deckEstimate';
import {defaultPlanForm, describePlan, planDeck, planInput, planQuery, type PlanForm} from '../../src/lib/deckPlan';

/** What the page must show for a form: the plan in words (the drawing's caption) and the calculator's price. */
export function expectedPlan(form: PlanForm): {words: string; total: string} {
  const input = planInput(form);
  const plan = planDeck(input);
  if (plan.kind !== 'plan') throw new Error(`no plan for ${planQuery(form)}`);
  return {words: `Top view, to scale: ${describePlan(plan, input)}.`, total: formatUsd(plan.estimate.total)};
}

/** The plan the keyboard tests make: 18' 6" by 10 ft, freestanding, no railing on the left end. */
export const keyboardForm: PlanForm = {
  ...defaultPlanForm,
  length: '18\' 6"',
  depth: '10',
  attachment: 'freestanding',
  open: {...defaultPlanForm.open, left: false},
};
