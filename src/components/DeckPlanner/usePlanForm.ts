import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {
  defaultPlanForm,
  planDeck,
  planFormFrom,
  planInput,
  planQuery,
  type DeckPlanInput,
  type Plan,
  type PlanForm,
} from '@site/src/lib/deckPlan';

export type LengthField = 'length' | 'depth' | 'height' | 'stairWidth';

/**
 * The planner's state: the form, the plan it gives, and the page's address, which holds the whole form. Each
 * choice (a radio, a box) is a history entry; typing in a box makes one entry for the whole edit, so back and
 * forward step through what the visitor did, not each keystroke. Arriving with a query (a shared link), or going
 * back, restores the form from the address. The server renders the default plan.
 */
/** The form, and the last plan it gave: an unreadable size leaves that plan on screen while the form says what to fix. */
interface State {
  readonly form: PlanForm;
  readonly last: {readonly plan: Plan; readonly input: DeckPlanInput} | null;
}

function next(state: State, form: PlanForm): State {
  const input = planInput(form);
  const plan = planDeck(input);
  return {form, last: plan.kind === 'plan' ? {plan, input} : state.last};
}

export function usePlanForm() {
  const [state, setState] = useState<State>(() => next({form: defaultPlanForm, last: null}, defaultPlanForm));
  const {form} = state;
  const setForm = useCallback((f: PlanForm) => setState((s) => next(s, f)), []);
  const location = useLocation();
  const history = useHistory();
  /** The query the form last wrote, so its own address change is not read back as a visit. */
  const written = useRef<string | null>(null);
  /** A box is being edited: its keystrokes replace the entry its first one made. */
  const editing = useRef(false);

  useEffect(() => {
    if (location.search === written.current) return;
    written.current = location.search;
    editing.current = false;
    // A plan arriving by its address stands alone: no earlier plan is shown in its place.
    const arrived = location.search ? planFormFrom(location.search) : defaultPlanForm;
    setState(next({form: arrived, last: null}, arrived));
  }, [location.search]);

  const write = useCallback(
    (next: PlanForm, entry: 'push' | 'replace') => {
      setForm(next);
      const search = planQuery(next);
      if (search === written.current) return;
      written.current = search;
      const to = {pathname: location.pathname, search, hash: ''};
      if (entry === 'push') history.push(to);
      else history.replace(to);
    },
    [history, location.pathname, setForm],
  );

  /** A choice: a step of its own. */
  const choose = useCallback(
    <K extends keyof PlanForm>(key: K, value: PlanForm[K]) => {
      editing.current = false;
      write({...form, [key]: value}, 'push');
    },
    [form, write],
  );

  /** Typing: the first keystroke of an edit makes its step, the rest update it. */
  const type = useCallback(
    (key: LengthField, text: string) => {
      write({...form, [key]: text}, editing.current ? 'replace' : 'push');
      editing.current = true;
    },
    [form, write],
  );

  /** The visitor left the box: the next keystroke starts a new step. */
  const doneTyping = useCallback(() => {
    editing.current = false;
  }, []);

  const input = useMemo(() => planInput(form), [form]);
  const plan = useMemo(() => planDeck(input), [input]);
  return {form, choose, type, doneTyping, input, plan, last: state.last};
}
