/** What the deck planner must show, derived from its own engine, for the browser suites. */
import {inflateSync} from 'node:zlib';
import {formatUsd} from '../../src/lib/deckEstimate';
import {
  defaultPlanForm,
  describePlan,
  planDeck,
  planInput,
  planQuery,
  type Plan,
  type PlanForm,
} from '../../src/lib/deckPlan';

/** What the page must show for a form: the plan in words (the drawing's caption) and the calculator's price. */
export function expectedPlan(form: PlanForm): {words: string; total: string; plan: Plan} {
  const input = planInput(form);
  const plan = planDeck(input);
  if (plan.kind !== 'plan') throw new Error(`no plan for ${planQuery(form)}`);
  return {words: `Top view, to scale: ${describePlan(plan, input)}.`, total: formatUsd(plan.estimate.total), plan};
}

/** The plan the keyboard tests make: 18' 6" by 10 ft, freestanding, no railing on the left end. */
export const keyboardForm: PlanForm = {
  ...defaultPlanForm,
  length: '18\' 6"',
  depth: '10',
  attachment: 'freestanding',
  open: {...defaultPlanForm.open, left: false},
};

/**
 * The pages of a printed PDF: its page objects (not the /Pages tree that holds them), read in the file and in its
 * compressed streams too (Firefox keeps them in object streams).
 */
export function printedPages(pdf: Buffer): number {
  const parts = [pdf.toString('latin1')];
  for (const m of parts[0].matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = parts[0].indexOf('endstream', start);
    try {
      parts.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a deflated stream (or its trailing line break is not part of it): nothing to read there.
    }
  }
  return parts.join('\n').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
}
