/**
 * planDeck: a deck's dimensions and the ground under it in, every figure of its framing, stairs and railing and the
 * calculator's own price out, or the reasons it needs an engineer, or what is missing from the form. Its words
 * (the takeoff's captions and sources) are takeoff.ts's, which the page loads below the fold.
 */
import {cites, codeFigures as code, type Citation} from '../../data/framing';
import {frostDepthIn} from '../buildingOffices';
import {estimateDeckCost, formatUsd, materialPrices, type DeckInputs} from '../deckEstimate';
import {planDecking} from './decking';
import {drawing, section, stairOpening, stairSite, type StairSite} from './drawing';
import {formatFeet, formatLength} from './feet';
import {frameDeck} from './frame';
import type {Frame, FrameSpec} from './frameSpec';
import {deckGuards, runsFt} from './guards';
import {joinLine} from './join';
import {floorAbove, groundOf, levelsOf, type Ground, type Level} from './levels';
import {planStairs, type StairPlan} from './stairLines';
import {landingDepthFt} from './stairs';
import type {
  DeckPlan,
  DeckPlanInput,
  EstimateLine,
  Framing,
  LandingLine,
  LevelPlan,
  SizeLine,
  StairLine,
} from './types';
import {scopeReasons, validate} from './validate';

const sqFt = new Intl.NumberFormat('en-US', {maximumFractionDigits: 2});
/** A frame's lines without the drawing's geometry. */
const framingOf = ({joists, ledger, beams, posts, footings}: Frame): Framing => ({
  joists,
  ledger,
  beams,
  posts,
  footings,
});
const engineer = (reasons: string[], cite: readonly Citation[]): DeckPlan => ({
  kind: 'engineer',
  reasons,
  cite: [...cite],
});

/** A level as the framing reads it: its own feet, the ground under it, how far from the house. */
function levelSpec(level: Level, ground: Ground, input: DeckPlanInput, railings: boolean): FrameSpec {
  const {rect} = level;
  return {
    lengthFt: rect.w,
    depthFt: rect.h,
    above: (x, y) => floorAbove(ground, level, {x: rect.x + x, y: rect.y + y}),
    houseFt: (_x, y) => rect.y + y,
    attachment: level.attachment,
    material: input.material,
    railings,
    frostDepthIn: frostDepthIn(input.place),
  };
}

/** The stairs where they leave, planned to the ground there; a reason where the ground defeats them. */
function stairFor(input: DeckPlanInput, levels: readonly Level[], ground: Ground) {
  if (!input.stairs) return null;
  const level = levels[(input.stairs.level ?? 1) - 1] ?? levels[0];
  const site = stairSite(level, input.stairs.side);
  if (!site) return {kind: 'error', text: 'Stairs need an open side: choose another.'} as const;
  const line = planStairs({
    level: level.index,
    side: input.stairs.side,
    widthFt: input.stairs.width,
    material: input.material,
    houseIn: floorAbove(ground, level, {x: site.at.x, y: level.rect.y}) * 12,
    ground: {
      startIn: floorAbove(ground, level, site.at) * 12,
      fallAlong: ground.fall * site.out.y,
      fallMost: Math.abs(ground.fall),
    },
  });
  if (!line) {
    return {
      kind: 'engineer',
      text: 'The ground falls away under the stairs faster than stairs can step down it.',
    } as const;
  }
  const openFt = Math.hypot(site.stretch.to.x - site.stretch.from.x, site.stretch.to.y - site.stretch.from.y);
  if (line.outsideWidthFt > openFt + 1e-9) {
    return {
      kind: 'error',
      text: `The stairs, ${formatFeet(line.outsideWidthFt)} over their stringers, are wider than the open ${formatLength(openFt)} they leave from.`,
    } as const;
  }
  return {kind: 'stairs', site, line} as const;
}

/** Each landing framed as what it is, a small freestanding deck at its height with a beam under each edge. */
function landingsFor(site: StairSite, line: StairPlan, ground: Ground, input: DeckPlanInput): LandingLine[] | null {
  const riser = line.riserIn / 12;
  const depthFt = landingDepthFt(line.widthFt);
  const w = line.outsideWidthFt;
  const out: LandingLine[] = [];
  let t = 0;
  let risersAbove = 0;
  for (const flight of line.flights.slice(0, -1)) {
    t += flight.runIn / 12;
    risersAbove += flight.risers;
    const [t0, drop] = [t, site.level.dropFt + risersAbove * riser];
    const point = (x: number, y: number) => ({
      x: site.at.x + site.out.x * (t0 + y) + site.along.x * (x - w / 2),
      y: site.at.y + site.out.y * (t0 + y) + site.along.y * (x - w / 2),
    });
    const framed = frameDeck({
      lengthFt: w,
      depthFt,
      above: (x, y) => ground.below(point(x, y).y) - drop,
      houseFt: (x, y) => point(x, y).y,
      attachment: 'freestanding',
      material: input.material,
      railings: line.guards.required,
      noOverhang: true,
      frostDepthIn: frostDepthIn(input.place),
    });
    if (!framed.ok) return null;
    const heightIn = (ground.below(point(w / 2, depthFt / 2).y) - drop) * 12;
    out.push({widthFt: w, depthFt, heightIn, framing: framingOf(framed.frame)});
    t += depthFt;
  }
  return out;
}

function sizeLine(
  levels: readonly Level[],
  joinFt: number,
  deckFt: number,
  stairFt: number,
  handrailFt: number,
): SizeLine {
  return {
    areaSqFt: levels.reduce((n, l) => n + l.rect.w * l.rect.h, 0),
    perimeterFt: levels.reduce((n, l) => n + 2 * (l.rect.w + l.rect.h), 0) - 2 * joinFt,
    railingFt: deckFt + stairFt,
    deckRailingFt: deckFt,
    stairRailingFt: stairFt,
    handrailFt,
  };
}

/** Each level's place, heights, frame and boards, named for how the two stand. */
function levelPlans(
  levels: readonly Level[],
  frames: readonly Frame[],
  ground: Ground,
  input: DeckPlanInput,
): LevelPlan[] {
  const stepped = (input.second?.stepsDown ?? 0) > 0;
  const names =
    levels.length === 1 ? ['Deck'] : stepped ? ['Upper level', 'Lower level'] : ['First level', 'Second level'];
  return levels.map((l, i) => ({
    index: l.index,
    name: names[i],
    rect: l.rect,
    heightFt: floorAbove(ground, l, {x: l.rect.x, y: l.rect.y}),
    heightFarFt: floorAbove(ground, l, {x: l.rect.x, y: l.rect.y + l.rect.h}),
    framing: framingOf(frames[i]),
    decking: planDecking(l.rect.w, l.rect.h),
  }));
}

/**
 * The calculator's price for the plan's area, railings and stairs: the same inputs, the same figure. A handrail the
 * stairs need is in the calculator's flat stair rate, whether or not the deck has railings.
 */
function estimateLine(inputs: DeckInputs, handrail: boolean): EstimateLine {
  const estimate = estimateDeckCost(inputs);
  const stairs = inputs.stairs ? `with stairs${handrail ? ' (their flat rate covers the handrail)' : ''}` : 'no stairs';
  return {
    ...estimate,
    inputs,
    caption: `Estimated installed price: ${formatUsd(estimate.total)}`,
    basis:
      `The Deck Cost Calculator's price for ${sqFt.format(inputs.size)} sq ft of ` +
      `${materialPrices[inputs.material].label.toLowerCase()}, ${inputs.railings ? 'with' : 'no'} railings, ` +
      `${stairs}: the same figure, to the dollar.`,
    cite: [],
  };
}

/** Each level framed from the tables, its joists no smaller than a 2x8 where guard posts bolt to them. */
function frameLevels(
  levels: readonly Level[],
  ground: Ground,
  input: DeckPlanInput,
  railed: (level: Level) => boolean,
): Frame[] | DeckPlan {
  const frames: Frame[] = [];
  for (const level of levels) {
    const framed = frameDeck(levelSpec(level, ground, input, railed(level)));
    if (!framed.ok) return engineer(framed.reasons, framed.cite);
    frames.push(framed.frame);
  }
  return frames;
}

/** The plan for a deck, or why there is none. Never throws. */
export function planDeck(input: DeckPlanInput): DeckPlan {
  const errors = validate(input);
  if (Object.keys(errors).length > 0) return {kind: 'invalid', errors};
  const scope = scopeReasons(input);
  if (scope.reasons.length > 0) return engineer(scope.reasons, scope.cite);
  const levels = levelsOf(input);
  const ground = groundOf(input);
  const stair = stairFor(input, levels, ground);
  if (stair?.kind === 'error') return {kind: 'invalid', errors: {stairs: stair.text}};
  if (stair?.kind === 'engineer') return engineer([stair.text], [cites.posts, ...code.maxRiserIn.cite]);
  const opening = stair ? stairOpening(stair.site, stair.line.outsideWidthFt) : null;
  const guards = levels.map((l) => deckGuards([l], ground, input.railingsWanted, opening));
  const railings = guards.flatMap((g) => g.runs);
  const deckFt = runsFt(railings);
  const railed = (l: Level) =>
    guards[l.index - 1].runs.length > 0 || (stair?.line.level === l.index && stair.line.guards.required);
  const frames = frameLevels(levels, ground, input, railed);
  if (!Array.isArray(frames)) return frames;
  const landings = stair ? landingsFor(stair.site, stair.line, ground, input) : [];
  if (!landings) {
    const reason = 'The stairs need a landing the post and footing tables do not reach.';
    return engineer([reason], [cites.table4, ...code.maxFlightRiseIn.cite]);
  }
  const stairs: StairLine | null = stair ? {...stair.line, landings} : null;
  const drawn = stair && stairs ? {site: stair.site, line: stairs} : null;
  const join = joinLine(levels, input.second?.stepsDown ?? 0, input.material);
  const plans = levelPlans(levels, frames, ground, input);
  const handrailFt = (stairs?.handrail.lengthFt ?? 0) + (join?.handrailFt ?? 0);
  const size = sizeLine(levels, join?.lengthFt ?? 0, deckFt, stairs?.guards.lengthFt ?? 0, handrailFt);
  return {
    kind: 'plan',
    input,
    size,
    guards: {
      required: guards.some((g) => g.required),
      railings: deckFt > 0,
      heightIn: deckFt > 0 ? code.guardHeightIn.value : null,
      sphereIn: deckFt > 0 ? code.guardSphereIn.value : null,
      partial: guards.some((g) => g.partial),
    },
    levels: plans,
    join,
    stairs,
    estimate: estimateLine(
      {size: size.areaSqFt, material: input.material, railings: size.railingFt > 0, stairs: stairs !== null},
      stairs?.handrail.required ?? false,
    ),
    drawing: drawing(levels, frames, railings, drawn, join),
    section: section(levels, plans, ground, drawn),
  };
}
