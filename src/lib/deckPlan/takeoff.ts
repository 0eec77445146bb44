/**
 * A plan in words: each line's caption, its basis and the sources it rests on, from the plan's own figures. The
 * planner page shows it below the fold and loads it there, with the order list (components/DeckPlanner/Details).
 */
import {cites, codeFigures as code, joistSpacingByMaterial, limits} from '../../data/framing';
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

/** The posts a guard stands on: how many, how far apart, and how each holds 200 lb at the rail. */
function postWords({guardPosts: p}: Plan): string {
  return (
    `, on ${p.deck} 4x4 posts no more than ${p.spacingFt} ft apart, each through-bolted to the frame with two 1/2 in ` +
    `bolts and a hold-down rated ${p.holdDownLb.toLocaleString('en-US')} lb at the top bolt, blocked between the joists`
  );
}

function guardWords(plan: Plan): Grounded {
  const {guards: g, size} = plan;
  const rules = `${code.guardHeightIn.value} in high, with openings that stop a ${code.guardSphereIn.value} in ball`;
  const over =
    `Guards are required along an open edge where the floor stands more than ${code.guardsAboveIn.value} in above ` +
    'the grade within 36 in of it';
  return {
    caption: g.required
      ? `Guards required${g.partial ? `, ${formatLength(size.deckRailingFt)} of them,` : ''} on the open sides: ${rules}${postWords(plan)}`
      : g.railings
        ? `Railings by choice (not required this low), built to the guard rules: ${rules}${postWords(plan)}`
        : 'No guards required at this height',
    basis:
      (g.required
        ? over +
          (g.partial
            ? ': where the ground falls away, a side is guarded from where it first stands that high, rounded out to the foot.'
            : '.')
        : `${over}; nowhere here does, so railings are the homeowner's choice.`) +
      (g.railings
        ? ` A guard holds ${code.guardLoadLb.value} lb pushed at any point along its top, in any direction: a post ` +
          'bolted to the rim alone pries it off the joists, so each post is bolted, blocked and tied to a joist with a ' +
          `hold-down, as DCA 6 draws it. We space posts ${plan.guardPosts.spacingFt} ft apart at most, a railing ` +
          'maker’s common section (practice; the maker’s listing can ask for less).'
        : ''),
    cite: [
      ...code.guardsAboveIn.cite,
      ...code.guardHeightIn.cite,
      ...code.guardSphereIn.cite,
      ...(g.railings ? [cites.guardLoad, cites.guardPosts] : []),
    ],
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
  const {joists, beams, posts, footings, braces} = l.framing;
  const braced = braces.along + braces.across;
  return {
    caption:
      `A landing ${formatFeet(l.widthFt)} wide and ${formatLength(l.depthFt)} deep, ${formatFeet(l.heightIn / 12)} up: ` +
      `${joists.size} joists on two ${beams.size} beams at its edges, ${posts.count} 6x6 posts on ` +
      `${footings.roundIn} in round footings` +
      (braced > 0 ? `, ${braced} knee braces at its corner posts` : '') +
      (guarded ? `, and ${code.guardHeightIn.value} in guards on its open sides` : ''),
    basis:
      `A landing is at least as wide as the stair and ${code.minLandingDepthIn.value} in deep on a straight run; we ` +
      'make it as deep as the stair is wide. It stands on its own posts, framed from the same tables as a ' +
      'freestanding deck, with a beam under each edge and no overhang, so the flight below bears on a beam, not a ' +
      'cantilever; with no house to hold it, its corner posts are braced both ways.',
    cite: uniqueCites([
      ...code.minLandingDepthIn.cite,
      cites.table2,
      cites.table3A,
      cites.table4,
      cites.posts,
      ...(braced > 0 ? [cites.bracing] : []),
    ]),
  };
}

/** The ground: how it falls under the deck, and past it where the stairs land. */
function groundNotes({input, stairs}: Plan): Grounded[] {
  const far = input.heightFar ?? input.height;
  const fallFt = far - input.height;
  const sloped = Math.abs(fallFt) > 1e-9;
  return [
    sloped
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
    ...(sloped && stairs?.pastLot
      ? [
          {
            caption: `Past the deck, where the stairs land, the ground is taken as level`,
            basis:
              'The form describes the ground under the deck. The stairs land past it, where the plan takes the ' +
              'ground as level at the height it reached, so their foot and pad stand on it. Where it keeps falling, ' +
              'measure the drop from the floor to the ground where they will land and give it: the stairs then take ' +
              'as many risers as that drop needs.',
            cite: [cites.landings, cites.riser],
          },
        ]
      : []),
  ];
}

/** The house: a ledger the wall could not take, and what a freestanding deck stands on. */
function houseNotes({house, levels}: Plan): Grounded[] {
  const freestanding = levels.some((l) => l.framing.ledger === null);
  const refused: Grounded[] = house.ledgerRefused
    ? [
        {
          caption:
            house.wall === 'veneer'
              ? 'Planned freestanding: a ledger cannot bolt to brick or stone veneer'
              : 'Planned freestanding until someone looks at the wall: a ledger bolts only to a band joist behind siding',
          basis:
            'A ledger carries half the deck into the house’s floor framing, so it bolts to the band joist, never to ' +
            'veneer, which carries only itself. The deck stands on its own beam near the house instead, set off the ' +
            'wall. If the wall turns out to be siding over a band joist, a ledger can replace that beam.',
          cite: [cites.veneer],
        },
      ]
    : [];
  const standing: Grounded[] = freestanding
    ? [
        {
          caption: 'Freestanding: held up and braced by its own posts',
          basis:
            'DCA 6 is written for the deck the house holds against sideways forces. A freestanding deck or level ' +
            'uses its joist, beam and footing tables with a beam near the house, set off the wall so its footings ' +
            'clear the house’s own, its corner posts braced both ways, and posts no taller than knee braces can ' +
            `stiffen (${limits.freestandingPostFt.value} ft, our limit): taller, it is an engineer’s design.`,
          cite: [...limits.freestandingPostFt.cite],
        },
      ]
    : [];
  return [...refused, ...standing];
}

/** What the lumber and the metal are: the treatment for where they stand and what does not rust in it. */
const materialNote: Grounded = {
  caption:
    'Southern pine No. 2, treated for ground contact (UC4A) for the frame and stringers, UC4B for the posts; ' +
    'hot-dip galvanized or stainless fasteners, connectors G185 or as their maker lists for treated wood',
  basis:
    'The span tables are Southern pine No. 2. Joists, beams and ledgers are critical and hard to replace, so they ' +
    'are treated to the ground-contact level whether or not they touch the ground; posts get the heavy-duty level. ' +
    'Treated lumber corrodes plain steel: bolts, screws and nails are hot-dip galvanized or stainless, and hangers ' +
    'and ties match them (never mix the two, which corrode each other).',
  cite: [cites.table2, cites.treatment, cites.fasteners],
};

function notes(plan: Plan): Grounded[] {
  return [...groundNotes(plan), ...houseNotes(plan), materialNote];
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
      ...stairLines(stairs, material, plan.guardPosts.stairs),
      landings: stairs.landings.map((l) => landingWords(l, stairs.guards.required)),
    },
    levels: plan.levels.map((l) => ({
      name: l.name,
      framing: framingWords(l.framing, material, place, plan.house),
      decking: deckingWords(l.decking, l.rect.w, joistSpacingByMaterial[material].cite),
    })),
    notes: notes(plan),
  };
}
