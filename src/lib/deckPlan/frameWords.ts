/**
 * A frame's members in words: each line's caption, the table cell or rule behind it, and its citations. Part of the
 * takeoff (takeoff.ts), which the page loads below the fold.
 */
import {cites, codeFigures as code, joistSpacingByMaterial, limits, toCheck} from '../../data/framing';
import type {Material} from '../../data/pricing';
import {uniqueCites} from './cites';
import {formatFeet, formatInches, formatLength} from './feet';
import {MAX_POST_SPACING_FT, MIN_POST_IN} from './framing';
import type {Framing, FramingWords, Grounded, HouseLine, PlaceLine, PostRow} from './types';

const lb = new Intl.NumberFormat('en-US', {maximumFractionDigits: 0});
const sqFt = new Intl.NumberFormat('en-US', {maximumFractionDigits: 1});

/** Said of a frame whose beam sits in post bases on its footings: the whole frame is that close to the soil. */
const groundContactWords =
  ' This close to the ground the joists, rim and ledger are lumber treated for ground contact (UC4A), as the beam is.';

function joistWords({joists: j}: Framing, material: Material): Grounded {
  const spacing = joistSpacingByMaterial[material];
  const table = `Table 2 lets a Southern pine ${j.size} ${j.spacingIn} in apart span ${formatFeet(j.tableSpanFt)}`;
  const back = j.backOverhangFt > 0;
  const closer =
    j.spacingIn < spacing.spacingIn
      ? ` They are ${j.spacingIn} in apart, closer than the decking asks, so a shallower joist leaves room under this low deck.`
      : '';
  return {
    caption: j.flush
      ? `${j.count} ${j.size} joists, ${j.spacingIn} in apart, hung flush from the beam: ` +
        `${formatFeet(j.spanFt)} of span and no overhang`
      : back
        ? `${j.count} ${j.size} joists, ${j.spacingIn} in apart, resting on two beams: ${formatFeet(j.spanFt)} of ` +
          `span between them, ${formatFeet(j.backOverhangFt)} cantilevered back to the house past the one set off ` +
          `its wall, and ${j.overhangFt > 0 ? formatFeet(j.overhangFt) : 'none'} past the outer one`
        : `${j.count} ${j.size} joists, ${j.spacingIn} in apart, resting on the beam: ${formatFeet(j.spanFt)} of span` +
          (j.overhangFt > 0 ? ` with ${formatFeet(j.overhangFt)} past it` : ', ending at its outer face'),
    basis:
      (j.flush
        ? `Joists hung in hangers from the side of a flush beam end at the beam, so they span the whole depth to it. ${table}`
        : j.overhangFt > 0
          ? `${table} and overhang ${formatFeet(j.tableOverhangFt)}, the overhang at most a quarter of the span; we ` +
            'plan the longest overhang allowed'
          : `${table}; they end over the beam, so what stands on the edge bears on the beam`) +
      (j.guardPosts
        ? `, and guard posts bolt to the joists, so none is smaller than a 2x${code.minGuardJoistDepth.value}.`
        : '.') +
      (back ? ' Each cantilever is at most a quarter of the span between the beams and within the table’s.' : '') +
      closer +
      (j.groundContact ? groundContactWords : ''),
    cite: [
      cites.table2,
      j.flush ? cites.flushBeam : cites.overhang,
      ...spacing.cite,
      ...(j.guardPosts ? [cites.table2Note6] : []),
      ...(j.groundContact ? [cites.noPosts] : []),
    ],
  };
}

function ledgerWords({ledger}: Framing): Grounded | null {
  if (!ledger) return null;
  const {size, lengthFt, bolts, boltSpacingIn, holdDowns} = ledger;
  return {
    caption:
      `A ${size} ledger ${formatLength(lengthFt)} long, bolted through the siding to the house's band joist and ` +
      `flashed: about ${bolts} through-bolts (1/2 in), staggered, and ${holdDowns} lateral load hold-downs rated ` +
      `${lb.format(toCheck.holdDowns.ratingLb)} lb`,
    basis:
      `A ledger is at least a 2x${code.minLedgerDepth.value} and as deep as the joists it carries. We count its ` +
      `bolts ${boltSpacingIn} in apart, the closer spacing that copies of the code's ledger table print for joists of ` +
      `this span, and a hold-down tying the deck's joists to the house's floor framing within ` +
      `${toCheck.holdDowns.withinEndIn} in of each end. The permit drawings set the spacing and the hold-downs’ ` +
      'rating from the edition the office enforces. A ledger bears on the band joist of the house’s floor framing, ' +
      'behind siding: never on brick or stone veneer, which the form would plan freestanding.' +
      (ledger.groundContact ? groundContactWords : ''),
    cite: uniqueCites([...code.minLedgerDepth.cite, cites.veneer, ...(ledger.groundContact ? [cites.noPosts] : [])]),
  };
}

function beamWords({beams: b}: Framing): Grounded {
  const kind = b.flush ? 'flush' : 'dropped';
  const supports = b.onFootings ? 'footings' : 'posts';
  const [it, its] = b.lines === 2 ? ['them', 'their'] : ['it', 'its'];
  return {
    caption:
      (b.lines === 2
        ? `Two ${b.size} ${kind} beams, one ${b.setOffFt === null ? 'at the house side' : `${formatFeet(b.setOffFt)} off the house wall`} and one`
        : `A ${b.size} ${kind} beam`) +
      ` ${formatFeet(b.outFt)} out, ${formatLength(b.lengthFt)} long, on ${supports} ${formatFeet(b.postSpacingFt)} ` +
      `apart: ${b.flush ? `the joists hang from ${its} side in hangers` : `the joists rest on top of ${it}`}`,
    basis:
      `Table 3A lets a Southern pine ${b.size} span ${formatFeet(b.tableSpanFt)} under joists spanning up to ` +
      `${b.joistColumnFt} ft. We set ${supports} no more than ${MAX_POST_SPACING_FT} ft apart, which keeps beams and ` +
      `footings moderate, and hold the table's clear span to the center-to-center spacing, which is conservative.` +
      (b.flush
        ? ' The deck is too low for the joists to rest on the beam, so it is a flush beam, at least as deep as ' +
          'the joists it carries, and the shallowest that spans, to leave room under it.'
        : ''),
    cite: [cites.table3A, cites.beamSpanMeasured, ...(b.flush ? [cites.table3ANote4, cites.flushBeam] : [])],
  };
}

/** Which beam a row stands under: a frame has one row, or the house-side beam's and the outer beam's. */
const rowWords = (rows: readonly PostRow[], i: number): string =>
  rows.length === 1 ? '' : i === 0 ? ' at the house-side beam' : ' at the outer beam';

function postWords({posts: p}: Framing): Grounded {
  if (p.onFootings) {
    return {
      caption: `No posts: the beam sits about ${formatFeet(p.heightFt)} above the ground, in post bases on its ${p.count} footings`,
      basis:
        `Under ${MIN_POST_IN} in there is no room for a post between its base and the beam's connection, so the ` +
        'footings rise to meet the beam and hold it in post bases. This close to the ground the beam is lumber ' +
        'treated for ground contact (UC4A), not the above-ground grade.',
      cite: [cites.posts, cites.noPosts],
    };
  }
  const standing = p.rows.filter((r) => !r.onFootings).reduce((n, r) => n + r.count, 0);
  const parts = p.rows.map((r, i) =>
    r.onFootings
      ? `${r.count} post bases on footings${rowWords(p.rows, i)}, the beam about ${formatFeet(r.heightFt)} up`
      : `${r.count} about ${formatFeet(r.heightFt)} tall${rowWords(p.rows, i)}`,
  );
  return {
    caption:
      p.rows.length === 1
        ? `${p.count} 6x6 posts, about ${formatFeet(p.heightFt)} from the ground to the beam`
        : `${standing} 6x6 posts, each as tall as the ground leaves it: ${parts.join('; ')}`,
    basis:
      `Each post stands from the ground under it to the beam's underside, and Table 4 allows 6x6 posts up to ` +
      `${p.maxHeightFt} ft in every species column for beams spanning up to ${p.beamRowFt} ft and joists up to ` +
      `${p.joistColumnFt} ft; we hold to the lowest column because the scanned table does not show which column is ` +
      'Southern pine.',
    cite: [cites.posts, cites.table4],
  };
}

function footingWords({footings: f}: Framing, place: PlaceLine, house: HouseLine): Grounded {
  const deep = f.houseCount > 0;
  return {
    caption:
      `${f.count} footings: the busiest carries about ${lb.format(Math.round(f.loadLb / 10) * 10)} lb; on ` +
      `${lb.format(code.soilBearingPsf.value)} psf clay that needs ${sqFt.format(f.bearingSqFt)} sq ft: each ` +
      `${f.roundIn} in round (or ${f.squareIn} in square) and ${f.thicknessIn} in thick, ${f.depthIn} in down, ` +
      `under a ${f.pierIn} in pier` +
      (deep
        ? `; the ${f.houseCount === 1 ? 'one' : f.houseCount} within ${code.houseFootingZoneFt.value} ft of the ` +
          `house go${f.houseCount === 1 ? 'es' : ''} down about ${formatFeet(f.houseDepthIn / 12)}, to its own footing’s level`
        : '') +
      (f.setbackCount > 0
        ? `; ${f.setbackCount === f.count ? 'each' : `${f.setbackCount} of them`} as deep as ` +
          `${formatFeet(f.setbackDepthIn / 12)}, set back from the slope`
        : ''),
    basis:
      `Table 4's footing for beams spanning up to ${f.beamRowFt} ft and joists up to ${f.joistColumnFt} ft on ` +
      `${lb.format(code.soilBearingPsf.value)} psf soil. Each bottom sits at least ${f.depthIn} in below undisturbed ` +
      `ground and below ${place.frostDepthWords}` +
      (deep
        ? `. A footing within ${code.houseFootingZoneFt.value} ft of the house would stand in the soil dug out and ` +
          `backfilled around its foundation, so it bears at the level of the house’s own footing: ` +
          `${houseFootingWords[house.foundation]}. The site visit measures it.`
        : '.') +
      (f.steep
        ? ' The ground here is steeper than 1 in 3, so each footing goes deep enough that its bottom edge stands a ' +
          'third of the slope’s height below it in from the slope’s face' +
          (f.setbackCount > 0 ? '' : ' (here the frost depth already does)') +
          ', taking the slope to end where the ground you described does; where it runs on, the setback grows, and ' +
          'the office may ask for a soils report.'
        : ''),
    // The office's own code, where the plan names its edition or frost depth; somewhere else, no office's.
    cite: uniqueCites([
      cites.table4,
      ...code.footingDepthIn.cite,
      cites.soil,
      ...(place.edition === null && place.frostDepthIn === null ? [] : place.cite),
      ...(f.houseCount > 0 ? [cites.footings] : []),
      ...(f.steep ? [cites.slope] : []),
    ]),
  };
}

/** What the plan takes the house's footing to be, by what the homeowner told us. */
const houseFootingWords: Readonly<Record<HouseLine['foundation'], string>> = {
  basement: 'under a basement, about 8 ft below the ground at the wall',
  shallow: 'under a crawl space or a slab, which we take as 2 ft down',
  unsure: 'we plan for a basement’s, about 8 ft down, until someone looks',
};

/** Knee braces at the corner posts (DCA 6 Figure 10), across the beam too where the house does not hold the frame. */
function braceWords({braces: b, posts}: Framing, freestanding: boolean): Grounded {
  const count = b.along + b.across;
  const legs = `${formatInches(b.legIn)} in down the post`;
  return {
    caption:
      count === 0
        ? posts.onFootings
          ? 'No knee braces: the beam sits on its footings'
          : `No knee braces: no corner post stands over ${limits.braceAboveIn.value / 12} ft`
        : `${count} knee braces of 2x6 at 45 degrees, ${legs}, through-bolted at each end: ${b.along} along the ` +
          `beam${b.across > 0 ? `, ${b.across} across it to the joists` : ''}, at the corner posts only`,
    basis:
      `DCA 6 braces each corner post taller than ${limits.braceAboveIn.value / 12} ft with a brace parallel to the ` +
      'beam, and never a center post, which carries more load and would take more sideways force through the brace. ' +
      (freestanding
        ? 'A freestanding frame has no house to hold it, so its corner posts are braced across the beam too, toward ' +
          `the joists, as local guides that follow DCA 6 draw it; its posts stay under ${limits.freestandingPostFt.value} ` +
          'ft, past which the bracing is an engineer’s design. '
        : 'The house holds an attached deck the other way, through its ledger and hold-downs. ') +
      'The 2x6 and its 1/2 in bolts are our practice; the permit drawings confirm them.',
    cite: freestanding ? [...limits.freestandingPostFt.cite] : [cites.bracing],
  };
}

/** Every member of a frame in words. */
export function framingWords(framing: Framing, material: Material, place: PlaceLine, house: HouseLine): FramingWords {
  return {
    joists: joistWords(framing, material),
    ledger: ledgerWords(framing),
    beams: beamWords(framing),
    posts: postWords(framing),
    footings: footingWords(framing, place, house),
    braces: braceWords(framing, framing.beams.lines === 2),
  };
}
