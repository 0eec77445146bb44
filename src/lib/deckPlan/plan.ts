/**
 * planDeck: a rectangular deck's dimensions in, a cited framing takeoff and the calculator's own price out, or
 * the reasons it needs an engineer, or what is missing from the form.
 */
import {cites, codeFigures as code, joistSpacingByMaterial} from '../../data/framing';
import {estimateDeckCost, formatUsd, materialPrices, type DeckInputs} from '../deckEstimate';
import {planDecking} from './decking';
import {drawing} from './drawing';
import {formatDimensions, formatLength} from './feet';
import {frameDeck} from './frame';
import {planStairs} from './stairs';
import type {DeckPlan, DeckPlanInput, GuardLine, Grounded, SizeLine} from './types';
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

function sizeLine(input: DeckPlanInput, railingFt: number): SizeLine {
  const {length, depth, stairs} = input;
  const areaSqFt = length * depth;
  const perimeterFt = 2 * (length + depth);
  const railing = railingFt > 0 ? `${formatLength(railingFt)} of railing` : 'no railing';
  return {
    areaSqFt,
    perimeterFt,
    railingFt,
    caption: `${formatDimensions(length, depth)}: ${sqFt.format(areaSqFt)} sq ft, ${formatLength(perimeterFt)} around, ${railing}`,
    basis:
      railingFt > 0
        ? `Railing runs along the open sides` +
          (stairs ? `, less the ${formatLength(stairs.width)} stair opening.` : '.')
        : 'No railing is required or wanted on this deck.',
    cite: railingFt > 0 ? code.guardsAboveIn.cite : [],
  };
}

/** The plan for a deck, or why there is none. Never throws. */
export function planDeck(input: DeckPlanInput): DeckPlan {
  const errors = validate(input);
  if (Object.keys(errors).length > 0) return {kind: 'invalid', errors};
  const scope = scopeReasons(input);
  if (scope.reasons.length > 0) return {kind: 'engineer', ...scope};

  const planned = input.height * 12 > code.guardsAboveIn.value || input.railingsWanted;
  const railingFt = railingLengthFt(input, planned);
  const framed = frameDeck(input, railingFt > 0);
  if (!framed.ok) return {kind: 'engineer', reasons: framed.reasons, cite: framed.cite};
  const {joistsFt, beamsFt, postPoints, ...framing} = framed.frame;

  const stairs = input.stairs ? planStairs(input.height, input.stairs.side, input.stairs.width) : null;
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
    size: sizeLine(input, railingFt),
    guards: guardLine(input, railingFt),
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
    drawing: drawing(input, {joistsFt, beamsFt, posts: postPoints}, railingFt > 0, stairs?.runFt ?? null),
    notes,
  };
}
