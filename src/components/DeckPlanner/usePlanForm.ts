import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {
  defaultPlanForm,
  planDeck,
  planFormFrom,
  planInput,
  planQuery,
  type DeckPlan,
  type DeckPlanInput,
  type Plan,
  type PlanForm,
} from '@site/src/lib/deckPlan';

export type LengthField =
  'length' | 'depth' | 'height' | 'heightFar' | 'stairWidth' | 'stairDrop' | 'secondLength' | 'secondDepth';

/**
 * The planner's state: the form, the plan it gives, and the page's address, which holds the whole form. Each
 * choice (a radio, a box) is a history entry; typing in a box makes one entry for the whole edit, so back and
 * forward step through what the visitor did, not each keystroke. Arriving with a query (a shared link), or going
 * back, restores the form from the address. The server renders the default plan.
 *
 * Entries are written and read with the browser's own history, not the router's: a router push is a
 * navigation to Docusaurus, which moves focus to the top of the page, and the visitor would lose the box they
 * are typing in. Back and forward are the browser's popstate.
 */
/** The form, and how many plans arrived by the address: the boxes start over from each. */
export interface Entry {
  readonly form: PlanForm;
  readonly arrival: number;
}

/** What the planner shows for an entry: its plan, and the last plan there was (an unreadable size leaves it). */
export interface Shown {
  readonly form: PlanForm;
  readonly input: DeckPlanInput;
  readonly plan: DeckPlan;
  readonly last: {readonly plan: Plan; readonly input: DeckPlanInput} | null;
}

/** While a box is typed in, the address catches up once the keys rest. */
const addressAfterMs = 300;

export function usePlanForm() {
  const [state, setState] = useState<Entry>({form: defaultPlanForm, arrival: 0});
  /**
   * The form as the visitor last left it, set by each action, not by the render that follows: keystrokes render
   * in a transition, so a choice made before that render lands (a phone, a quick hand) would otherwise start
   * from the form before the keys and undo them.
   */
  const latest = useRef(state.form);
  /** The query the form last wrote, so its own address change is not read back as a visit. */
  const written = useRef<string | null>(null);
  /** A box is being edited: its keystrokes replace the entry its first one made. */
  const editing = useRef(false);
  const pending = useRef<number | undefined>(undefined);

  useEffect(() => {
    const restore = () => {
      window.clearTimeout(pending.current);
      const {search} = window.location;
      if (search === written.current) return;
      written.current = search;
      editing.current = false;
      const form = search ? planFormFrom(search) : defaultPlanForm;
      latest.current = form;
      setState((s) => ({form, arrival: s.arrival + 1}));
    };
    restore();
    window.addEventListener('popstate', restore);
    return () => {
      window.removeEventListener('popstate', restore);
      window.clearTimeout(pending.current);
    };
  }, []);

  const write = useCallback((form: PlanForm, entry: 'push' | 'replace') => {
    latest.current = form;
    setState((s) => ({form, arrival: s.arrival}));
    window.clearTimeout(pending.current);
    const update = () => {
      const search = planQuery(form);
      if (search === written.current) return;
      written.current = search;
      const url = `${window.location.pathname}${search}`;
      if (entry === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(window.history.state, '', url);
    };
    // After the frame that answers the input: writing the address costs a phone a few ms.
    if (entry === 'push') window.setTimeout(update);
    else pending.current = window.setTimeout(update, addressAfterMs);
  }, []);

  /** A choice: a step of its own. A function of the field's value now (a box ticked among others) reads it when chosen. */
  const choose = useCallback(
    <K extends keyof PlanForm>(key: K, value: PlanForm[K] | ((now: PlanForm[K]) => PlanForm[K])) => {
      editing.current = false;
      const form = latest.current;
      const chosen = typeof value === 'function' ? (value as (now: PlanForm[K]) => PlanForm[K])(form[key]) : value;
      write({...form, [key]: chosen}, 'push');
    },
    [write],
  );

  /** Typing: the first keystroke of an edit makes its step, the rest update it. */
  const type = useCallback(
    (key: LengthField, text: string) => {
      write({...latest.current, [key]: text}, editing.current ? 'replace' : 'push');
      editing.current = true;
    },
    [write],
  );

  /** The visitor left the box: the next keystroke starts a new step. */
  const doneTyping = useCallback(() => {
    editing.current = false;
  }, []);

  return {entry: state, choose, type, doneTyping};
}

/**
 * The plan of an entry, planned when the entry renders (the planner defers it: a key or a tap renders the form
 * first), and the last plan that read: shown while a size does not. A plan arriving by its address stands alone:
 * no earlier plan is shown in its place.
 */
export function usePlan({form, arrival}: Entry): Shown {
  const last = useRef<{arrival: number; shown: Shown['last']}>({arrival, shown: null});
  return useMemo(() => {
    const input = planInput(form);
    const plan = planDeck(input);
    const before = last.current.arrival === arrival ? last.current.shown : null;
    // Kept across renders, as the last plan that read: what a later unreadable size shows.
    last.current = {arrival, shown: plan.kind === 'plan' ? {plan, input} : before};
    return {form, input, plan, last: last.current.shown};
  }, [form, arrival]);
}

type Planner = ReturnType<typeof usePlanForm>;

/** What every part of the form is given: the form's id, and the planner's actions. */
export interface Actions {
  id: string;
  choose: Planner['choose'];
  type: Planner['type'];
  doneTyping: Planner['doneTyping'];
}
