/**
 * planDeck: a deck's dimensions and the ground under it in, every figure of its framing, stairs and railing and the
 * calculator's own price out, or the reasons it needs an engineer, or what is missing from the form. Its words
 * (the takeoff's captions and sources) are takeoff.ts's, which the page loads below the fold.
 */
import {cites, codeFigures as code, limits, toCheck, type Citation} from '../../data/framing';
import {frostDepthIn} from '../buildingOffices';
import {estimateDeckCost, formatUsd, materialPrices, type DeckInputs} from '../deckEstimate';
import {planDecking} from './decking';
import {drawing, section, stairOpening, stairSite, stretch, type StairSite} from './drawing';
import {formatFeet, formatInches, formatLength} from './feet';
import {frameDeck} from './frame';
import type {Frame, FrameSpec} from './frameSpec';
import {GUARD_POST_SPACING_FT, deckGuards, runsFt, type DeckGuards} from './guards';
import {BEAM_OFF_WALL_IN, asBuilt, houseLine} from './house';
import {joinLine} from './join';
import {farEdgeFt, floorAbove, groundOf, levelsOf, type Ground, type Level} from './levels';
import {planStairs, type StairPlan} from './stairLines';
import {landingDepthFt, type StairGround} from './stairs';
import type {
  DeckPlan,
  DeckPlanInput,
  EstimateLine,
  Framing,
  HouseLine,
  LandingLine,
  LevelPlan,
  Plan,
  Rect,
  SizeLine,
  StairLine,
} from './types';
import {scopeReasons} from './scope';
import {validate} from './validate';

const sqFt = new Intl.NumberFormat('en-US', {maximumFractionDigits: 2});
/** A frame's lines without the drawing's geometry. */
const framingOf = ({joists, ledger, beams, posts, footings, braces}: Frame): Framing => ({
  joists,
  ledger,
  beams,
  posts,
  footings,
  braces,
});
const engineer = (reasons: string[], cite: readonly Citation[]): DeckPlan => ({
  kind: 'engineer',
  reasons,
  cite: [...cite],
});

/** A level as the framing reads it: its own feet, the ground under it, how far from the house and its footing. */
function levelSpec(level: Level, ground: Ground, input: DeckPlanInput, railings: boolean, house: HouseLine): FrameSpec {
  const {rect} = level;
  const site = (x: number, y: number) => ({x: rect.x + x, y: rect.y + y});
  return {
    lengthFt: rect.w,
    depthFt: rect.h,
    above: (x, y) => floorAbove(ground, level, site(x, y)),
    houseFt: (_x, y) => rect.y + y,
    houseDepthIn: (_x, y) => houseDepthAt(ground, house, rect.y + y),
    slope: Math.abs(ground.fall),
    setbackFt: (_x, y) => setbackFt(ground, rect.y + y),
    // A freestanding level whose back is the house line sets its house-side beam off the wall.
    setOffIn: level.attachment === 'freestanding' && Math.abs(rect.y) < 1e-9 ? BEAM_OFF_WALL_IN : 0,
    attachment: level.attachment,
    material: input.material,
    railings,
    frostDepthIn: frostDepthIn(input.place),
  };
}

/**
 * The setback a footing y ft out keeps from a slope steeper than 1 in 3: a third of the slope's height below it (at
 * most 40 ft), the slope ending where the ground the form describes does (R403.1.7, Figure R403.1.7.1).
 */
function setbackFt(ground: Ground, yFt: number): number {
  if (Math.abs(ground.fall) <= limits.slope.value + 1e-9) return 0;
  const toe = ground.fall > 0 ? ground.toFt : ground.fromFt;
  return Math.min(SETBACK_MAX_FT, Math.abs(ground.below(toe) - ground.below(yFt)) / 3);
}

/** Figure R403.1.7.1: the setback need not exceed 40 ft. */
const SETBACK_MAX_FT = 40;

/** How deep below the ground y ft out a footing bears to reach the house footing's level: less where the ground falls. */
const houseDepthAt = (ground: Ground, house: HouseLine, yFt: number): number =>
  house.footingDepthIn - (ground.below(yFt) - ground.below(0)) * 12;

type StairResult =
  | null
  | {readonly kind: 'error'; readonly text: string}
  | {readonly kind: 'engineer'; readonly text: string}
  | {readonly kind: 'stairs'; readonly site: StairSite; readonly line: StairPlan};

/** The ground along a stair's run, from its site: straight out, level past the ground the form describes. */
function stairGround(site: StairSite, ground: Ground, widthFt: number): StairGround {
  const at = (t: number) => ({x: site.at.x + site.out.x * t, y: site.at.y + site.out.y * t});
  return {
    startIn: floorAbove(ground, site.level, site.at) * 12,
    aboveAt: (tIn) => floorAbove(ground, site.level, at(tIn / 12)) * 12,
    fallMost: Math.abs(ground.fall),
    // Off an end, the stair runs along the house and the ground falls across its width: its downhill edge stands higher.
    acrossIn: Math.abs(ground.fall * site.along.y) * widthFt * 6,
  };
}

/** How far the ground falls across a rectangle of the site, inches: it falls only straight out from the house. */
const fallAcrossIn = (ground: Ground, r: Rect): number => Math.abs(ground.below(r.y + r.h) - ground.below(r.y)) * 12;

const widthError = (line: StairPlan): string | null => {
  const least = code.minStairWidthIn.value + (line.widthFt * 12 - line.clearIn);
  return line.clearIn < code.minStairWidthIn.value - 1e-9 ||
    (line.handrailClearIn ?? Infinity) < code.clearAtHandrailIn.value - 1e-9
    ? `Stairs with ${line.guards.required ? 'guards' : 'a handrail'} lose ${formatInches(line.widthFt * 12 - line.clearIn)} in to their posts and stringers: ` +
        `${formatLength(line.widthFt)} over the stringers leaves ${formatInches(line.clearIn)} in clear, under the ` +
        `${code.minStairWidthIn.value} in the code asks. Make them at least ${formatFeet(least / 12)} wide.`
    : null;
};

/** Where the stairs land: on ground that falls no more than a riser across the pad, which is graded level. */
function footError(line: StairPlan, fallIn: number, across: boolean): string | null {
  if (fallIn <= line.riserIn + 1e-9) return null;
  return (
    `The ground falls ${formatInches(fallIn)} in across the pad where these stairs land, more than a riser ` +
    `(${line.riserText} in): ${across ? 'they run across the slope, so ' : ''}their foot would be buried on one side ` +
    'and stand high on the other. Choose stairs down the slope, off the far side, or talk to us about a landing ' +
    'with a retaining wall.'
  );
}

/** The stairs where they leave, planned to the ground where they land; a reason where the ground defeats them. */
function stairFor(input: DeckPlanInput, levels: readonly Level[], ground: Ground): StairResult {
  if (!input.stairs) return null;
  const level = levels[(input.stairs.level ?? 1) - 1] ?? levels[0];
  const site = stairSite(level, input.stairs.side);
  if (!site) return {kind: 'error', text: 'Stairs need an open side: choose another.'};
  const widthFt = input.stairs.width;
  const dropIn = input.stairs.dropFt ? input.stairs.dropFt * 12 : null;
  const planned = planStairs({
    level: level.index,
    side: input.stairs.side,
    widthFt,
    material: input.material,
    houseIn: floorAbove(ground, level, {x: site.at.x, y: level.rect.y}) * 12,
    ground: stairGround(site, ground, widthFt),
    dropIn,
  });
  if (!planned)
    return {kind: 'engineer', text: 'The ground falls away under the stairs faster than stairs can step down it.'};
  const pad = stretch(site, widthFt, planned.runFt, planned.runFt + planned.pad.depthFt);
  const end = site.at.y + site.out.y * (planned.runFt + planned.pad.depthFt);
  const line: StairPlan = {
    ...planned,
    pastLot: dropIn === null && (end > ground.toFt + 1e-9 || end < ground.fromFt - 1e-9),
    // A drop the homeowner measured lands where they measured it: that ground is theirs to know, level or graded.
    pad: {...planned.pad, fallIn: dropIn === null ? fallAcrossIn(ground, pad) : 0},
  };
  const openFt = Math.hypot(site.stretch.to.x - site.stretch.from.x, site.stretch.to.y - site.stretch.from.y);
  const error =
    widthError(line) ??
    (line.widthFt > openFt + 1e-9
      ? `The stairs, ${formatFeet(line.widthFt)} over their stringers, are wider than the open ${formatLength(openFt)} they leave from.`
      : footError(line, line.pad.fallIn, site.along.y !== 0));
  return error ? {kind: 'error', text: error} : {kind: 'stairs', site, line};
}

/** Each landing framed as what it is, a small freestanding deck at its height with a beam under each edge. */
function landingsFor(
  site: StairSite,
  line: StairPlan,
  ground: Ground,
  input: DeckPlanInput,
  house: HouseLine,
): LandingLine[] | null {
  const riser = line.riserIn / 12;
  const w = line.widthFt;
  const depthFt = landingDepthFt(w);
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
      houseDepthIn: (x, y) => houseDepthAt(ground, house, point(x, y).y),
      slope: Math.abs(ground.fall),
      setbackFt: (x, y) => setbackFt(ground, point(x, y).y),
      setOffIn: 0,
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
  house: HouseLine,
): Frame[] | DeckPlan {
  const frames: Frame[] = [];
  for (const level of levels) {
    const framed = frameDeck(levelSpec(level, ground, input, railed(level), house));
    if (!framed.ok) return engineer(framed.reasons, framed.cite);
    frames.push(framed.frame);
  }
  return frames;
}

/** What the plan is assembled from once every part has been framed. */
interface Parts {
  readonly asked: DeckPlanInput;
  readonly input: DeckPlanInput;
  readonly house: HouseLine;
  readonly levels: readonly Level[];
  readonly ground: Ground;
  readonly frames: readonly Frame[];
  readonly guards: readonly DeckGuards[];
  readonly stair: {readonly site: StairSite; readonly line: StairLine} | null;
}

function assemble({asked, input, house, levels, ground, frames, guards, stair}: Parts): Plan {
  const stairs = stair?.line ?? null;
  const railings = guards.flatMap((g) => g.runs);
  const deckFt = runsFt(railings);
  const join = joinLine(levels, input.second?.stepsDown ?? 0, input.material);
  const plans = levelPlans(levels, frames, ground, input);
  const handrailFt = (stairs?.handrail.lengthFt ?? 0) + (join?.handrailFt ?? 0);
  const size = sizeLine(levels, join?.lengthFt ?? 0, deckFt, stairs?.guards.lengthFt ?? 0, handrailFt);
  const drawn = drawing(levels, frames, railings, stair, join);
  return {
    kind: 'plan',
    input: asked,
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
    house,
    guardPosts: {
      deck: drawn.guardPosts.length,
      stairs: drawn.stairRailPosts.length,
      spacingFt: GUARD_POST_SPACING_FT,
      holdDownLb: toCheck.guardPostHoldDownLb.value,
    },
    estimate: estimateLine(
      {size: size.areaSqFt, material: input.material, railings: size.railingFt > 0, stairs: stairs !== null},
      stairs?.handrail.required ?? false,
    ),
    drawing: drawn,
    section: section(levels, plans, ground, stair, frames, drawn.railings, house.footingDepthIn),
  };
}

/**
 * The plan for a deck, or why there is none. Never throws. The limits come first (scope.ts: the ground's slope
 * before anything else), then the house (a ledger only on a wall that takes one), the stairs to the ground where they
 * land, each level's frame and the stairs' landings.
 */
export function planDeck(asked: DeckPlanInput): DeckPlan {
  const errors = validate(asked);
  if (Object.keys(errors).length > 0) return {kind: 'invalid', errors};
  const scope = scopeReasons(asked);
  if (scope.reasons.length > 0) return engineer(scope.reasons, scope.cite);
  const input = asBuilt(asked);
  const house = houseLine(asked);
  const levels = levelsOf(input);
  const ground = groundOf(input, farEdgeFt(levels));
  const stair = stairFor(input, levels, ground);
  if (stair?.kind === 'error') return {kind: 'invalid', errors: {stairs: stair.text}};
  if (stair?.kind === 'engineer') return engineer([stair.text], [cites.posts, ...code.maxRiserIn.cite]);
  const opening = stair ? stairOpening(stair.site, stair.line.widthFt) : null;
  // Guards read the ground where it stands lower: a ground rising away from the house is measured only to the first
  // level's far edge and held level past it, not carried up under a deeper second level (more guard, never less).
  const guardGround = ground.fall < 0 ? groundOf(input) : ground;
  const guards = levels.map((l) => deckGuards([l], guardGround, input.railingsWanted, opening));
  const railed = (l: Level) =>
    guards[l.index - 1].runs.length > 0 || (stair?.line.level === l.index && stair.line.guards.required);
  const frames = frameLevels(levels, ground, input, railed, house);
  if (!Array.isArray(frames)) return frames;
  const landings = stair ? landingsFor(stair.site, stair.line, ground, input, house) : [];
  if (!landings) {
    const reason = 'The stairs need a landing the post and footing tables do not reach.';
    return engineer([reason], [cites.table4, ...code.maxFlightRiseIn.cite]);
  }
  const line = stair && {site: stair.site, line: {...stair.line, landings}};
  return assemble({asked, input, house, levels, ground, frames, guards, stair: line});
}
