/**
 * A plan in words: each line's caption, its basis and the sources it rests on, from the plan's own figures. The
 * planner page shows it below the fold and loads it there, with the order list (components/DeckPlanner/Details).
 */
import {cites, codeFigures as code, joistSpacingByMaterial} from '../../data/framing';
import {uniqueCites} from './cites';
import {deckingWords} from './decking';
import {formatDimensions, formatFeet, formatInches, formatLength} from './feet';
import {framingWords} from './frameWords';
import {LEVEL_RISER_IN} from './levels';
import {placeLine} from './place';
import {PLANNED_TREAD_IN} from './stairs';
import {stairLines} from './stairWords';
import type {Grounded, JoinLine, LandingLine, Plan, Takeoff} from './types';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const sqFt = new Intl.NumberFormat('en-US', {maximumFractionDigits: 2});

function sizeWords({size, levels}: Plan): Grounded {
  const {railingFt, deckRailingFt: deckFt, stairRailingFt: stairFt, handrailFt} = size;
  const railing =
    railingFt === 0
      ? handrailFt > 0
        ? 'no railing on the deck, a handrail on the stairs'
        : 'no railing'
      : stairFt > 0
        ? `${formatLength(railingFt)} of railing (${formatLength(deckFt)} on the deck, ${formatLength(stairFt)} on the stairs)`
        : `${formatLength(railingFt)} of railing` + (handrailFt > 0 ? ', and a handrail on the stairs' : '');
  const dims = levels.map((l) => formatDimensions(l.rect.w, l.rect.h)).join(' and ');
  return {
    caption: `${dims}: ${sqFt.format(size.areaSqFt)} sq ft, ${formatLength(size.perimeterFt)} around, ${railing}`,
    basis:
      railingFt > 0
        ? 'Railing runs along the open edges where the code asks for a guard (or all of them, where railings are ' +
          'wanted), less the stair opening' +
          (stairFt > 0 ? ', and down both sides of the stairs, measured along their slope.' : '.')
        : handrailFt > 0
          ? 'No guard is required here, but the stairs have four risers or more, so they take a handrail.'
          : 'No railing is required or wanted on this deck.',
    cite: railingFt > 0 ? code.guardsAboveIn.cite : handrailFt > 0 ? code.handrailFromRisers.cite : [],
  };
}

function guardWords({guards: g, size}: Plan): Grounded {
  const rules = `${code.guardHeightIn.value} in high, with openings that stop a ${code.guardSphereIn.value} in ball`;
  const over =
    `Guards are required along an open edge where the floor stands more than ${code.guardsAboveIn.value} in above ` +
    'the grade within 36 in of it';
  return {
    caption: g.required
      ? `Guards required${g.partial ? `, ${formatLength(size.deckRailingFt)} of them,` : ''} on the open sides: ${rules}`
      : g.railings
        ? `Railings by choice (not required this low), built to the guard rules: ${rules}`
        : 'No guards required at this height',
    basis: g.required
      ? over +
        (g.partial
          ? ': where the ground falls away, a side is guarded from where it first stands that high, rounded out to the foot.'
          : '.')
      : `${over}; nowhere here does, so railings are the homeowner's choice.`,
    cite: [...code.guardsAboveIn.cite, ...code.guardHeightIn.cite, ...code.guardSphereIn.cite],
  };
}

function joinWords(j: JoinLine): Grounded {
  const treads = Math.max(0, j.stepsDown - 1);
  const handrail = j.handrailFt > 0;
  return {
    caption:
      j.stepsDown === 0
        ? `The levels meet flush along ${formatLength(j.lengthFt)}: one floor in an L, each part on its own beams and posts`
        : `${plural(j.stepsDown, 'step')} down of ${formatInches(LEVEL_RISER_IN)} in along the ` +
          `${formatLength(j.lengthFt)} the levels share` +
          (treads > 0 ? `, ${plural(treads, 'tread')} ${PLANNED_TREAD_IN} in deep on the lower level` : '') +
          (handrail ? ', with a handrail at one end' : '') +
          '; each level on its own beams and posts',
    basis:
      'Each level stands on its own beams and posts, framed from the same tables: the prescriptive guide covers ' +
      'single-level decks, so neither level hangs from the other, and a level hung from another level’s joists would ' +
      'need an engineer’s design.' +
      (j.stepsDown === 0
        ? ''
        : ` The steps run the whole shared edge, so no guard is needed there; ${plural(j.stepsDown, 'riser')} of ` +
          `${formatInches(LEVEL_RISER_IN)} in stand ${formatInches(j.stepsDown * LEVEL_RISER_IN)} in, under the ` +
          `${code.guardsAboveIn.value} in that asks for one` +
          (handrail ? `, and ${code.handrailFromRisers.value} risers take a handrail.` : '.')),
    cite: [cites.scope, ...(j.stepsDown > 0 ? [...code.maxRiserIn.cite, ...code.guardsAboveIn.cite] : [])],
  };
}

function landingWords(l: LandingLine, guarded: boolean): Grounded {
  const {joists, beams, posts, footings} = l.framing;
  return {
    caption:
      `A landing ${formatFeet(l.widthFt)} wide and ${formatLength(l.depthFt)} deep, ${formatFeet(l.heightIn / 12)} up: ` +
      `${joists.size} joists on two ${beams.size} beams at its edges, ${posts.count} 6x6 posts on ` +
      `${footings.roundIn} in round footings` +
      (guarded ? `, and ${code.guardHeightIn.value} in guards on its open sides` : ''),
    basis:
      `A landing is at least as wide as the stair and ${code.minLandingDepthIn.value} in deep on a straight run; we ` +
      'make it as deep as the stair is wide. It stands on its own posts, framed from the same tables as a ' +
      'freestanding deck, with a beam under each edge and no overhang, so the flight below bears on a beam, not a ' +
      'cantilever; its bracing is on the permit drawings.',
    cite: uniqueCites([...code.minLandingDepthIn.cite, cites.table2, cites.table3A, cites.table4, cites.posts]),
  };
}

function notes({input}: Plan): Grounded[] {
  const far = input.heightFar ?? input.height;
  const fallFt = far - input.height;
  const list: Grounded[] = [
    Math.abs(fallFt) > 1e-9
      ? {
          caption: `The ground ${fallFt > 0 ? 'falls' : 'rises'} ${formatFeet(Math.abs(fallFt))} from the house to the far side`,
          basis:
            'The plan takes the ground as falling evenly between the two heights given, and level along the house: ' +
            'each post is sized for the ground where it stands. Where it also falls along the house, the site visit ' +
            'measures each post, as the permit drawings show.',
          cite: [cites.posts],
        }
      : {
          caption: 'Level ground assumed',
          basis:
            'Where the ground falls away from the house, give the floor’s height at the far side too: each row of ' +
            'posts is then sized for the ground where it stands.',
          cite: [cites.posts],
        },
  ];
  if (input.attachment === 'freestanding' || input.second) {
    list.push({
      caption: 'Bracing for a freestanding deck or level is on the permit drawings',
      basis:
        'The span tables are written for decks the house holds against sideways forces; a freestanding deck uses the ' +
        'same joist, beam and footing sizes with a beam at the house, and its bracing is drawn for the permit.',
      cite: [cites.scope],
    });
  }
  return list;
}

/** The plan's takeoff: every line in words. */
export function takeoff(plan: Plan): Takeoff {
  const {material} = plan.estimate.inputs;
  const place = placeLine(plan.input.place);
  const {stairs} = plan;
  return {
    place,
    size: sizeWords(plan),
    guards: guardWords(plan),
    join: plan.join && joinWords(plan.join),
    stairs: stairs && {
      ...stairLines(stairs, material),
      landings: stairs.landings.map((l) => landingWords(l, stairs.guards.required)),
    },
    levels: plan.levels.map((l) => ({
      name: l.name,
      framing: framingWords(l.framing, material, place),
      decking: deckingWords(l.decking, l.rect.w, joistSpacingByMaterial[material].cite),
    })),
    notes: notes(plan),
  };
}
