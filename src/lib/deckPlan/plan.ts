/**
 * planDeck: a rectangular deck's dimensions in, a cited framing takeoff and the calculator's own price out, or
 * the reasons it needs an engineer, or what is missing from the form.
 */
import {cites, codeFigures as code, joistSpacingByMaterial} from '../../data/framing';
import {estimateDeckCost, formatUsd, materialPrices, type DeckInputs} from '../deckEstimate';
import {planDecking} from './decking';
import {drawing} from './drawing';
import {formatDimensions, formatLength} from './feet';
import {uniqueCites} from './cites';
import {frameDeck} from './frame';
import {landingDepthFt, planStairs, type StairPlan} from './stairs';
import {placeLine} from './place';
import type {DeckPlan, DeckPlanInput, GuardLine, Grounded, LandingLine, PlaceLine, SizeLine, StairLine} from './types';
import {openSides, scopeReasons, sideLengthFt, sides, validate} from './validate';

const sqFt = new Intl.NumberFormat('en-US', {maximumFractionDigits: 2});

/** Railing length: the open sides less the stair opening, when railings are planned at all. */
export function railingLengthFt(input: DeckPlanInput, planned: boolean): number {
  if (!planned) return 0;
  const open = openSides(input);
  const openFt = sides.filter((s) => open[s]).reduce((sum, s) => sum + sideLengthFt(input, s), 0);
  const gapFt = input.stairs && open[input.stairs.side] ? input.stairs.width : 0;
  // Never over the perimeter, not even by a rounding hair when all four sides are open.
  return Math.min(2 * (input.length + input.depth), Math.max(0, openFt - gapFt));
}

function guardLine(input: DeckPlanInput, railingFt: number): GuardLine {
  const required = input.height * 12 > code.guardsAboveIn.value;
  const railings = railingFt > 0;
  const rules = `${code.guardHeightIn.value} in high, with openings that stop a ${code.guardSphereIn.value} in ball`;
  const guardCite = [...code.guardsAboveIn.cite, ...code.guardHeightIn.cite, ...code.guardSphereIn.cite];
  const over = `Guards are required where a deck floor is more than ${code.guardsAboveIn.value} in above grade`;
  return {
    required,
    railings,
    heightIn: railings ? code.guardHeightIn.value : null,
    sphereIn: railings ? code.guardSphereIn.value : null,
    caption: required
      ? `Guards required on the open sides: ${rules}`
      : railings
        ? `Railings by choice (not required this low), built to the guard rules: ${rules}`
        : 'No guards required at this height',
    basis: required
      ? `${over}; this one is ${formatLength(input.height)} up.`
      : `${over}; this one is ${formatLength(input.height)} up, so railings are the homeowner's choice.`,
    cite: guardCite,
  };
}

function sizeLine(input: DeckPlanInput, deckRailingFt: number, stairRailingFt: number): SizeLine {
  const {length, depth, stairs} = input;
  const areaSqFt = length * depth;
  const perimeterFt = 2 * (length + depth);
  const railingFt = deckRailingFt + stairRailingFt;
  const railing =
    railingFt === 0
      ? 'no railing'
      : stairRailingFt > 0
        ? `${formatLength(railingFt)} of railing (${formatLength(deckRailingFt)} on the deck, ` +
          `${formatLength(stairRailingFt)} on the stairs)`
        : `${formatLength(railingFt)} of railing`;
  return {
    areaSqFt,
    perimeterFt,
    railingFt,
    deckRailingFt,
    stairRailingFt,
    caption: `${formatDimensions(length, depth)}: ${sqFt.format(areaSqFt)} sq ft, ${formatLength(perimeterFt)} around, ${railing}`,
    basis:
      railingFt > 0
        ? `Railing runs along the open sides` +
          (stairs ? `, less the ${formatLength(stairs.width)} stair opening` : '') +
          (stairRailingFt > 0 ? ', and down both sides of the stairs, measured along their slope.' : '.')
        : 'No railing is required or wanted on this deck.',
    cite: railingFt > 0 ? code.guardsAboveIn.cite : [],
  };
}

/**
 * Each landing framed as what it is, a small freestanding deck at the landing's height, from the same tables:
 * joists across its depth, a beam on each side, a post and footing at each corner. Null when a table stops short.
 */
function landings(input: DeckPlanInput, stairs: StairPlan, place: PlaceLine): LandingLine[] | null {
  const widthFt = stairs.widthFt;
  const depthFt = landingDepthFt(widthFt);
  const lines: LandingLine[] = [];
  for (const flight of stairs.flights.slice(0, -1)) {
    const heightIn = flight.baseIn;
    const landing: DeckPlanInput = {
      ...input,
      length: widthFt,
      depth: depthFt,
      height: heightIn / 12,
      attachment: 'freestanding',
      open: {left: true, front: true, right: true, back: true},
      stairs: null,
    };
    const framed = frameDeck(landing, true, place);
    if (!framed.ok) return null;
    const {joists, beams, posts, footings} = framed.frame;
    lines.push({
      widthFt,
      depthFt,
      heightIn,
      posts: posts.count,
      footingRoundIn: footings.roundIn,
      caption:
        `A landing ${formatLength(widthFt)} wide and ${formatLength(depthFt)} deep, ${formatLength(heightIn / 12)} up: ` +
        `${joists.size} joists on two ${beams.size} beams, ${posts.count} 6x6 posts on ${footings.roundIn} in round ` +
        `footings, and ${code.guardHeightIn.value} in guards on its open sides`,
      basis:
        `A landing is at least as wide as the stair and ${code.minLandingDepthIn.value} in deep on a straight run; we ` +
        'make it as deep as the stair is wide. It stands on its own posts, framed from the same tables as a ' +
        'freestanding deck, and its bracing is on the permit drawings.',
      cite: uniqueCites([
        ...code.minLandingDepthIn.cite,
        cites.table2,
        cites.table3A,
        cites.table4,
        ...code.guardHeightIn.cite,
      ]),
    });
  }
  return lines;
}

/** The plan for a deck, or why there is none. Never throws. */
export function planDeck(input: DeckPlanInput): DeckPlan {
  const errors = validate(input);
  if (Object.keys(errors).length > 0) return {kind: 'invalid', errors};
  const scope = scopeReasons(input);
  if (scope.reasons.length > 0) return {kind: 'engineer', ...scope};

  const place = placeLine(input.place);
  const planned = input.height * 12 > code.guardsAboveIn.value || input.railingsWanted;
  const deckRailingFt = railingLengthFt(input, planned);
  const stairPlan = input.stairs
    ? planStairs(input.height, input.stairs.side, input.stairs.width, input.material)
    : null;
  const stairRailingFt = stairPlan?.guards.lengthFt ?? 0;
  const railingFt = deckRailingFt + stairRailingFt;
  const framed = frameDeck(input, railingFt > 0, place);
  if (!framed.ok) return {kind: 'engineer', reasons: framed.reasons, cite: framed.cite};
  const {joistsFt, beamsFt, postPoints, ...framing} = framed.frame;
  let stairs: StairLine | null = null;
  if (stairPlan) {
    const landed = landings(input, stairPlan, place);
    if (!landed) {
      return {
        kind: 'engineer',
        reasons: ['The stairs need a landing taller than the post and footing tables reach.'],
        cite: [cites.table4, ...code.maxFlightRiseIn.cite],
      };
    }
    stairs = {...stairPlan, landings: landed};
  }
  const inputs: DeckInputs = {
    size: input.length * input.depth,
    material: input.material,
    railings: railingFt > 0,
    stairs: stairs !== null,
  };
  const estimate = estimateDeckCost(inputs);
  const notes: Grounded[] = [
    {
      caption: 'Level ground assumed',
      basis: 'On a slope the tallest post and the lowest footing govern; the permit drawings show each one.',
      cite: [cites.posts],
    },
  ];
  if (input.attachment === 'freestanding') {
    notes.push({
      caption: 'Bracing for a freestanding deck is on the permit drawings',
      basis:
        'The span tables are written for decks the house holds against sideways forces; a freestanding deck uses the ' +
        'same joist, beam and footing sizes with a beam at the house, and its bracing is drawn for the permit.',
      cite: [cites.scope],
    });
  }

  return {
    kind: 'plan',
    place,
    size: sizeLine(input, deckRailingFt, stairRailingFt),
    guards: guardLine(input, deckRailingFt),
    stairs,
    framing,
    decking: planDecking(input.length, input.depth, joistSpacingByMaterial[input.material].cite),
    estimate: {
      ...estimate,
      inputs,
      caption: `Estimated installed price: ${formatUsd(estimate.total)}`,
      basis:
        `The Deck Cost Calculator's price for ${sqFt.format(inputs.size)} sq ft of ` +
        `${materialPrices[input.material].label.toLowerCase()}, ${inputs.railings ? 'with' : 'no'} railings, ` +
        `${inputs.stairs ? 'with' : 'no'} stairs: the same figure, to the dollar.`,
      cite: [],
    },
    drawing: drawing(input, {joistsFt, beamsFt, posts: postPoints}, deckRailingFt > 0, stairs),
    notes,
  };
}
