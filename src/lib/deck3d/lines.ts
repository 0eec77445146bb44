/**
 * The model's members by the takeoff line they come from: each line's term (as the takeoff names it) and its words,
 * for the 3D view's "light up" list and for what a tapped member shows.
 */
import type {DeckModel, LineKey} from '../deckPlan/modelTypes';
import type {Grounded, Plan, Takeoff} from '../deckPlan/types';

export interface ModelLine {
  readonly key: LineKey;
  /** "Joists", "Lower level: beams", "Landing". */
  readonly term: string;
  readonly words: Grounded;
}

const frameTerms: Readonly<Record<string, string>> = {
  joists: 'Joists',
  ledger: 'Ledger',
  beams: 'Beams',
  posts: 'Posts',
  footings: 'Footings',
  braces: 'Braces',
  decking: 'Decking',
};

/** A line's term and words, or null where the takeoff has none for it. */
export function lineOf(plan: Plan, t: Takeoff, key: LineKey): ModelLine | null {
  const level = /^level:(\d) (\w+)$/.exec(key);
  const [index, name] = level ? [Number(level[1]) - 1, level[2]] : [0, key];
  const frame = t.levels[index];
  if (frame && name in frameTerms) {
    const words = name === 'decking' ? frame.decking : frame.framing[name as keyof typeof frame.framing];
    const term = plan.levels.length > 1 ? `${frame.name}: ${frameTerms[name].toLowerCase()}` : frameTerms[name];
    return words ? {key, term, words} : null;
  }
  const landing = /^landing:(\d+)$/.exec(key);
  if (landing) {
    const words = t.stairs?.landings[Number(landing[1])];
    return words ? {key, term: 'Landing', words} : null;
  }
  const s = t.stairs;
  const others: Record<string, [string, Grounded | null | undefined]> = {
    railing: ['Guards', t.guards],
    steps: ['Between levels', t.join],
    stairs: ['Stairs', s?.stairs],
    risers: ['Risers', s?.risers],
    stringers: ['Stringers', s?.stringers],
    pad: ['Foot of the stairs', s?.pad],
    'stair guards': ['Stair guards', s?.guards],
    handrail: ['Handrail', s?.handrail],
  };
  const [term, words] = others[key] ?? ['', null];
  return words ? {key, term, words} : null;
}

/** Every line the model has members of, in the model's order (the deck, then the stairs, steps and railings). */
export function modelLines(plan: Plan, t: Takeoff, model: DeckModel): ModelLine[] {
  const keys = [...new Set(model.members.map((m) => m.line))];
  return keys.map((key) => lineOf(plan, t, key)).filter((l): l is ModelLine => l !== null);
}
