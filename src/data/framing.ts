/**
 * The prescriptive figures the deck planner (src/lib/deckPlan) sizes a deck from, each with where it is printed.
 * Southern pine No. 2, wet service, 40 psf live + 10 psf dead load: the treated lumber sold in East Tennessee.
 *
 * Only figures read in the primary document ship here: a scan of it, a transcription checked cell by cell against
 * it, or its text quoted word for word with its section. Nothing is typed from memory, and the planner prints no
 * number it cannot cite from this file.
 *
 * Which code: each building office adopts its own IRC edition (src/data/buildingOffices.ts says which, where its own
 * page or code does). The IRC figures here were read in 2018 IRC text, the edition most offices around Knoxville
 * enforce, and each citation says where in `checked`; the planner names the edition of the place a deck is built in
 * and, where that is another edition or unknown, says to confirm with its office. DCA 6-2015 is a guide on the 2015
 * IRC: where it and the IRC differ, the IRC governs (its p. 1), and the permit drawings govern both.
 */
import type {Material} from './pricing';

/** The IRC edition the planner's code figures below were read in. */
export const READ_EDITION = 2018;

/** Where a figure is printed. */
export interface Citation {
  /** The document: 'AWC DCA 6-2015', '2018 IRC', 'Knox County Code'. */
  readonly source: string;
  /** The table, figure or section as printed: 'Table 2 "Maximum Joist Spans and Overhangs"', 'Section R312.1.1'. */
  readonly table: string;
  readonly page?: string;
  readonly url?: string;
  /** Where the figure was read: the document itself, or the copy that reproduces it. Shown nowhere; kept for review. */
  readonly checked?: string;
}

/** The guide's PDF, as the American Wood Council publishes it. */
export const dca6Url = 'https://web-media.awc.org/wp-content/uploads/2022/02/17210514/AWC-DCA62015-DeckGuide-1804.pdf';
/** Where the guide's figures were read: Tables 2 and 3A cell by cell against a transcription and a permit file's scan. */
const dca6Tables =
  'a transcription of the guide checked cell by cell against a scan of it in a City of Everett, WA permit file';
/**
 * The guide's stair pages (pp. 20-22) are in no copy read here: TO CHECK. The stringer figures agree in every source
 * that quotes them, so the planner builds to them as practice and says where they come from; the stricter stair rules
 * readers report in the guide (guards from 30 in of total rise, a landing past 12 ft) it meets without citing them.
 */
const dca6Stairs =
  'TO CHECK: not in the printed guide, whose stair pages no stored copy holds: DeckMath’s stringer calculator (which ' +
  'applies DCA 6’s 5 in throat), a deck designer’s published notes (6 ft cut-stringer span), a stair calculator’s ' +
  'source citing Figures 28 and 29, and the Georgia amendments that reproduce the figure';
/** Where the 2018 IRC's stair and guard sections were read. */
const ircStairs =
  '2018 IRC text as Jefferson County, CO (jeffco.us) and the City of Everett, WA permit handouts reproduce it, and ' +
  'Camden County, NC’s adopted text for the stair exceptions';
const dca6 = (table: string, page: string, checked = dca6Tables): Citation => ({
  source: 'AWC DCA 6-2015',
  table,
  page,
  url: dca6Url,
  checked,
});
const irc = (table: string, checked = ircStairs): Citation => ({source: '2018 IRC', table, checked});
/** Where R311.7.1 and R311.7.8 were read word for word. */
const jeffco =
  'Jefferson County, CO’s pages "From the 2018 International Residential Code" (jeffco.us/2095/Stairways and ' +
  '/2090/Handrails), read December 2026';

/** Every citation the planner uses, by name. */
export const cites = {
  table2: dca6('Table 2 "Maximum Joist Spans and Overhangs"', 'p. 4'),
  table2Loads: dca6('Table 2, note 1 (40 psf live load, 10 psf dead load)', 'p. 4'),
  table2Note6: dca6('Table 2, note 6 (2x8 ledger; 2x8 joists where guard posts attach)', 'p. 4'),
  table2Note7: dca6('Table 2, note 7 (joist length limited to 18 ft)', 'p. 4'),
  overhang: dca6('Joist size: overhang is the lesser of L_O and L/4', 'p. 3'),
  flushBeam: dca6(
    'Figures 1A and 1B: joists bearing over a beam may overhang it; joists hung from its side end at it',
    'p. 3',
    'the figure titles and drawings in the guide’s scan (Figure 1B: "Joists Attached at House and to Side of Beam")',
  ),
  table3A: dca6('Table 3A "Dimension Lumber Deck Beam Spans (L_B) Supporting a Single Span of Joists"', 'p. 6'),
  table3ANote4: dca6('Table 3A, note 4 (beam at least as deep as joists hung from it)', 'p. 6'),
  beamSpanMeasured: dca6('Figure 3: L_B measured between the faces of the posts', 'p. 7'),
  table4: dca6(
    'Table 4 "Post Height for 6x6 and Footing Sizes for all Posts"',
    'p. 12',
    'the OCR of a scan of the guide in a City of Everett, WA permit file (doc 1003584, p. 32)',
  ),
  posts: dca6('Posts: 6x6 minimum; height from grade to the underside of the beam', 'pp. 2, 10'),
  scope: dca6('Minimum requirements and limitations', 'p. 2'),
  footings: dca6('Footings: 12 in below undisturbed ground or the frost line; 5 ft from the house', 'p. 11'),
  stairsDca6: dca6('Figure 27 (7 3/4 in riser, 10 in tread)', 'p. 20', dca6Stairs),
  stringers: dca6(
    'Figure 28 "Stair Stringer Requirements" (2x12 stringers; 5 in below the notches; cut stringers span 6 ft)',
    'p. 21',
    dca6Stairs,
  ),
  riser: irc('Section R311.7.5.1 (risers)'),
  openRisers: irc(
    'Section R311.7.5.1 (open risers: an opening more than 30 in above the grade below stops a 4 in ball)',
    'the 2018 text as New Mexico’s residential code reproduces it word for word (its one change is the riser ' +
      'height) and codeoperative.net’s model text of the 2018 section, read December 2026',
  ),
  tread: irc('Section R311.7.5.2 (treads)'),
  stairWidth: irc(
    'Section R311.7.1 (36 in clear above the handrail; 31 1/2 in at and below a handrail on one side)',
    jeffco,
  ),
  flightRise: irc('Section R311.7.3 (a flight rises at most 151 in between floors or landings)'),
  landings: irc(
    'Section R311.7.6 (a floor or landing at the top and bottom of each stairway, as wide as the stair, 36 in deep)',
  ),
  handrail: irc('Section R311.7.8 (handrails on four or more risers; height in R311.7.8.1)', jeffco),
  handrailGrip: irc('Section R311.7.8.5 (grip size)'),
  guardsWhere: irc('Section R312.1.1 (where guards are required, stairs included)'),
  guardHeight: irc('Section R312.1.2 (height)'),
  stairGuardHeight: irc('Section R312.1.2, exceptions (34 in on the open sides of stairs, from the nosings)'),
  guardOpenings: irc('Section R312.1.3 (opening limitations)'),
  stairGuardOpenings: irc('Section R312.1.3, exceptions (4 3/8 in on the open sides of stairs; 6 in at the triangle)'),
  joistSpacing: irc(
    'Table R507.7 (joist spacing for 1 1/4 in wood decking)',
    'the table as reproduced in a City of Everett, WA permit handout',
  ),
  composite: irc('Section R507.2 (composite decking per its listing)', 'the 2018 IRC text of R507.2'),
  ledger: irc('Section R507.9.1.1 (ledger at least 2x8)', 'the 2018 IRC text of R507.9.1.1'),
  footingDepth: irc('Section R403.1.4 (footings 12 in below undisturbed ground)', 'the 2018 IRC text of R403.1.4'),
  soil: irc('Table R401.4.1 (presumptive load-bearing values)', 'the 2018 IRC text of Table R401.4.1'),
  trexStairs: {
    source: 'Trex Installation Guide',
    table: 'Stairs: stair stringers at most 9 in apart under scalloped boards (Select, Enhance), 12 in under Transcend',
    url: 'https://www.manualshelf.com/manual/trex/rh010616e2g01/installation-guide-english/page-24.html',
    checked:
      'the guide’s stair page as manualshelf.com reproduces it, read December 2026; Dunn Lumber’s interview with ' +
      'Trex gives the same figures',
  },
  slope: irc(
    'Section R403.1.7 (footings on or next to a slope steeper than 1 in 3: set back from its face, or R403.1.7.4’s ' +
      'alternate setback the building official approves)',
    'codeoperative.net’s summaries of the 2018 sections R403.1.7 to R403.1.7.4 and a summary of Figure R403.1.7.1 ' +
      '(the 1:3 trigger; H/3, at most 40 ft), read December 2026',
  ),
  grading: {
    source: '2018 IBC',
    table:
      'Appendix J, Sections J106.1 and J107.6 (cut and fill slopes no steeper than 1 in 2 unless a geotechnical ' +
      'report shows a steeper one stable), and Section 3304.1.1',
    checked:
      'the 2015 IBC’s Appendix J on codes.iccsafe.org (its scope), Kodiak Island Borough’s adopted J106.1, and a ' +
      'summary of J106.1, J107.6 and 3304.1.1, read December 2026',
  },
  veneer: {
    source: '2018 IRC',
    table:
      'Section R507.9.1.1 (a ledger is not supported on stone or masonry veneer) and R507.9.1.2 (it bears on a ' +
      'band joist of solid-sawn lumber)',
    checked:
      'the sentence as the 2012 text words it, quoted on blackspectacles.com, and codeoperative.net’s summary of ' +
      'the 2018 R507.9.1.2; DCA 6-2015 as inspectorsjournal.com quotes it (“Attachments to exterior veneers … are ' +
      'prohibited … the non-ledger deck is required”), read December 2026',
  },
  bracing: {
    source: 'AWC DCA 6-2015',
    table:
      'Figure 10 and "Diagonal bracing": a brace parallel to the beam at each corner post over 2 ft tall, none on center posts',
    url: dca6Url,
    checked:
      'the guide’s sentence as inspectorsjournal.com quotes it word for word, and AWC’s FAQ “What are the ' +
      'requirements for locations of diagonal knee braces?”, read December 2026',
  },
  freestandingBracing: {
    source: 'Clackamas County, OR, "Typical Deck Details"',
    table:
      'Freestanding decks: diagonal bracing on the posts in both directions, parallel and perpendicular to the beams',
    checked: 'the guide’s page 17 (revised 2/08) as fliphtml5.com reproduces it, read December 2026',
  },
  guardLoad: irc(
    'Table R301.5, note d (a guard resists 200 lb at any point along its top, in any direction)',
    'the 2018 footnote as Simpson Strong-Tie’s engineering blog quotes it, read December 2026',
  ),
  guardPosts: dca6(
    'Figures 24 and 25 (a guard post bolted to the rim or outside joist, a hold-down at its top bolt, blocking)',
    'pp. 18-19',
    'TO CHECK: the figures are in no copy read here; Simpson Strong-Tie’s engineering blog describes them, and a ' +
      'builder’s page gives the hold-down’s 1,800 lb allowable tension for a 36 in guard, read December 2026',
  ),
  handrailEnds: irc(
    'Section R311.7.8.4 (continuous from above the top riser to above the lowest; ends returned, or on newel posts ' +
      'or safety terminals)',
    'TO CHECK in the 2018 text: the rule as the 2006 IRC words it (R311.5.6.2), reproduced by a railing maker, read ' +
      'December 2026',
  ),
  fasteners: irc(
    'Section R317.3 (fasteners in treated wood: hot-dipped galvanized, stainless steel, silicon bronze or copper; ' +
      'connectors as their maker says, or G185)',
    'TO CHECK in the 2018 text: R317.3 as the 2009 IRC words it and the 2018 IBC’s 2304.10.5.1, read December 2026',
  ),
  treatment: {
    source: 'AWPA U1 (2016 and later)',
    table: 'UC4A ground contact for joists, beams and ledgers that are critical and hard to replace; UC4B heavy duty',
    checked: 'Deck Magazine’s and ProWood’s summaries of the 2016 change, read December 2026',
  },
  // Practice, not code: DCA 6 and the IRC set no shortest post.
  noPosts: {
    source: 'Fine Homebuilding #296',
    table: '"Does My Deck Need Posts?" (beams set in post bases on the footings; UC4A ground-contact lumber)',
    url: 'https://www.finehomebuilding.com/project-guides/decks/does-my-deck-need-posts',
    checked: 'the article as published on finehomebuilding.com (Mike Guertin, editorial advisor)',
  },
} as const satisfies Record<string, Citation>;

/** A code figure and where it is printed. */
export interface CodeFigure {
  readonly value: number;
  readonly cite: readonly Citation[];
}

const ftIn = (feet: number, inches = 0): number => feet * 12 + inches;

export type JoistSize = '2x6' | '2x8' | '2x10' | '2x12';
export type JoistSpacing = 12 | 16 | 24;

/** Table 2, Southern pine: allowable span L_J and overhang L_O, in inches, by joist spacing (in o.c.). */
export const joistSpans: Readonly<
  Record<JoistSize, Readonly<Record<JoistSpacing, {spanIn: number; overhangIn: number}>>>
> = {
  '2x6': {
    12: {spanIn: ftIn(9, 11), overhangIn: ftIn(1, 0)},
    16: {spanIn: ftIn(9, 0), overhangIn: ftIn(1, 1)},
    24: {spanIn: ftIn(7, 7), overhangIn: ftIn(1, 3)},
  },
  '2x8': {
    12: {spanIn: ftIn(13, 1), overhangIn: ftIn(1, 10)},
    16: {spanIn: ftIn(11, 10), overhangIn: ftIn(2, 0)},
    24: {spanIn: ftIn(9, 8), overhangIn: ftIn(2, 4)},
  },
  '2x10': {
    12: {spanIn: ftIn(16, 2), overhangIn: ftIn(3, 1)},
    16: {spanIn: ftIn(14, 0), overhangIn: ftIn(3, 5)},
    24: {spanIn: ftIn(11, 5), overhangIn: ftIn(2, 10)},
  },
  // 16 in: L_O prints as 4'-2", more than L/4 of 16'-6"; the L/4 rule (p. 3) then governs, as the planner applies it.
  '2x12': {
    12: {spanIn: ftIn(18, 0), overhangIn: ftIn(4, 6)},
    16: {spanIn: ftIn(16, 6), overhangIn: ftIn(4, 2)},
    24: {spanIn: ftIn(13, 6), overhangIn: ftIn(3, 4)},
  },
};

export type BeamSize = '2-2x6' | '2-2x8' | '2-2x10' | '2-2x12' | '3-2x6' | '3-2x8' | '3-2x10' | '3-2x12';

/** Table 3A's joist span columns, "less than or equal to", in feet. */
export const beamTableJoistSpansFt = [6, 8, 10, 12, 14, 16, 18] as const;

/** Table 3A, Southern pine: beam span L_B (clear, between post faces) in inches, one cell per joist span column. */
export const beamSpans: Readonly<Record<BeamSize, readonly number[]>> = {
  '2-2x6': [ftIn(6, 8), ftIn(5, 8), ftIn(5, 1), ftIn(4, 7), ftIn(4, 3), ftIn(4, 0), ftIn(3, 9)],
  '2-2x8': [ftIn(8, 6), ftIn(7, 4), ftIn(6, 6), ftIn(5, 11), ftIn(5, 6), ftIn(5, 1), ftIn(4, 9)],
  '2-2x10': [ftIn(10, 1), ftIn(8, 9), ftIn(7, 9), ftIn(7, 1), ftIn(6, 6), ftIn(6, 1), ftIn(5, 9)],
  '2-2x12': [ftIn(11, 11), ftIn(10, 4), ftIn(9, 2), ftIn(8, 4), ftIn(7, 9), ftIn(7, 3), ftIn(6, 9)],
  '3-2x6': [ftIn(7, 11), ftIn(7, 2), ftIn(6, 5), ftIn(5, 10), ftIn(5, 5), ftIn(5, 0), ftIn(4, 9)],
  '3-2x8': [ftIn(10, 7), ftIn(9, 3), ftIn(8, 3), ftIn(7, 6), ftIn(6, 11), ftIn(6, 5), ftIn(6, 1)],
  '3-2x10': [ftIn(12, 9), ftIn(11, 0), ftIn(9, 9), ftIn(8, 9), ftIn(8, 3), ftIn(7, 8), ftIn(7, 3)],
  '3-2x12': [ftIn(15, 0), ftIn(13, 0), ftIn(11, 7), ftIn(10, 6), ftIn(9, 9), ftIn(9, 1), ftIn(8, 7)],
};

/**
 * One cell of Table 4: the footing for a post (1,500 psf soil, L_B/4 and L_J/4 overhangs assumed, note 1) and the
 * 6x6 post heights the five species columns print (null where a cell prints NP).
 *
 * Why five heights and not "the Southern pine height": the cells were read in the OCR of a scanned DCA 6 (City of
 * Everett permit file, doc 1003584, p. 32; its printing is not confirmed, the 2015 guide has the same table on
 * p. 12). The footing columns are the same for every species and are read with confidence. The rotated species
 * headings are illegible, and a bounded search (AWC, permit files, public transcriptions) found no legible copy.
 * The first column behaves like Appendix B's Southern pine column, but that is inference, not a reading. So the
 * planner takes the LOWEST of the five heights in a cell: that limit holds whichever column is Southern pine.
 */
export interface FootingCell {
  readonly roundIn: number;
  readonly squareIn: number;
  readonly thicknessIn: number;
  readonly postHeightsFt: readonly (number | null)[];
}

/** Table 4's rows (beam span L_B) and columns (joist span L), "less than or equal to", in feet. */
export const footingTableBeamSpansFt = [6, 8, 10, 12, 14, 16, 18] as const;
export const footingTableJoistSpansFt = [10, 14, 18] as const;

const cell = (heights: readonly (number | null)[], roundIn: number, squareIn: number, thicknessIn: number) =>
  ({roundIn, squareIn, thicknessIn, postHeightsFt: heights}) satisfies FootingCell;

/** Table 4, by beam span row, then joist span column. */
export const footingTable: readonly (readonly FootingCell[])[] = [
  [
    cell([14, 14, 14, 14, 14], 18, 16, 7),
    cell([14, 14, 14, 14, 14], 21, 18, 8),
    cell([14, 14, 12, 14, 11], 24, 21, 10),
  ],
  [
    cell([14, 14, 14, 14, 14], 20, 18, 8),
    cell([14, 14, 14, 14, 11], 24, 21, 10),
    cell([14, 13, 11, 12, 8], 27, 24, 11),
  ],
  [cell([14, 14, 14, 14, 12], 23, 20, 9), cell([14, 13, 11, 13, 8], 27, 24, 11), cell([12, 11, 8, 11, 2], 31, 27, 13)],
  [cell([14, 14, 12, 14, 10], 25, 22, 10), cell([13, 12, 9, 11, 5], 30, 26, 13), cell([11, 9, 6, 9, 2], 34, 30, 15)],
  [cell([14, 13, 11, 13, 8], 27, 24, 11), cell([11, 10, 7, 10, 2], 32, 29, 14), cell([9, 8, 2, 8, null], 37, 33, 16)],
  [cell([13, 12, 10, 12, 6], 29, 26, 12), cell([10, 9, 5, 9, 2], 35, 31, 15), cell([7, 5, 2, 7, null], 40, 35, 18)],
  [cell([12, 11, 8, 11, 2], 31, 27, 13), cell([9, 8, 2, 8, null], 37, 33, 16), cell([5, 2, 2, 6, null], 42, 37, 19)],
];

/** The code's numbers for loads, joists, footings, stairs and guards. */
export const codeFigures = {
  liveLoadPsf: {value: 40, cite: [cites.table2Loads]},
  deadLoadPsf: {value: 10, cite: [cites.table2Loads]},
  /** The longest joist (span plus overhang) the footing design allows. */
  maxJoistLengthIn: {value: ftIn(18), cite: [cites.table2Note7]},
  /** The smallest ledger, and the smallest joist a guard post bolts to. */
  minLedgerDepth: {value: 8, cite: [cites.ledger, cites.table2Note6]},
  minGuardJoistDepth: {value: 8, cite: [cites.table2Note6]},
  /** Overhang at most this fraction of the joist span. */
  overhangFraction: {value: 1 / 4, cite: [cites.overhang]},
  footingDepthIn: {value: 12, cite: [cites.footingDepth, cites.footings]},
  /** Footings nearer the house than this bear at the level of the house's own footing. */
  houseFootingZoneFt: {value: 5, cite: [cites.footings]},
  soilBearingPsf: {value: 1500, cite: [cites.soil, cites.table4]},
  maxRiserIn: {value: 7.75, cite: [cites.riser, cites.stairsDca6]},
  minTreadIn: {value: 10, cite: [cites.tread, cites.stairsDca6]},
  minStairWidthIn: {value: 36, cite: [cites.stairWidth]},
  /** Clear at and below the handrail, with a handrail on one side. */
  clearAtHandrailIn: {value: 31.5, cite: [cites.stairWidth]},
  /** Where an opening between treads stands more than this above the grade below, it stops a ball this size. */
  openRiserAboveIn: {value: 30, cite: [cites.openRisers]},
  openRiserSphereIn: {value: 4, cite: [cites.openRisers]},
  handrailFromRisers: {value: 4, cite: [cites.handrail]},
  handrailMinIn: {value: 34, cite: [cites.handrail]},
  handrailMaxIn: {value: 38, cite: [cites.handrail]},
  guardsAboveIn: {value: 30, cite: [cites.guardsWhere]},
  guardHeightIn: {value: 36, cite: [cites.guardHeight]},
  guardSphereIn: {value: 4, cite: [cites.guardOpenings]},
  /** On the open sides of stairs: the guard's height above the line of the nosings, and its openings. */
  stairGuardHeightIn: {value: 34, cite: [cites.stairGuardHeight]},
  stairGuardSphereIn: {value: 4.375, cite: [cites.stairGuardOpenings]},
  /** The triangle a riser, a tread and the guard's bottom rail make. */
  stairTriangleSphereIn: {value: 6, cite: [cites.stairGuardOpenings]},
  /** One flight's rise between floors or landings, and a straight run's landing depth. */
  maxFlightRiseIn: {value: 151, cite: [cites.flightRise]},
  minLandingDepthIn: {value: 36, cite: [cites.landings]},
  /** Stringers: the wood left below a cut stringer's notches, and how far a cut stringer spans between supports. */
  minThroatIn: {value: 5, cite: [cites.stringers]},
  maxCutStringerSpanIn: {value: 72, cite: [cites.stringers]},
  /** A handrail projects at most this far into the stair's clear width. */
  handrailProjectionMaxIn: {value: 4.5, cite: [cites.stairWidth]},
  /** A guard holds this at any point along its top, in any direction. */
  guardLoadLb: {value: 200, cite: [cites.guardLoad]},
} as const satisfies Record<string, CodeFigure>;

/**
 * Where the prescriptive path stops: each limit the planner holds a deck to, with its source. Past a limit the plan is
 * an engineer's to draw, and the planner says which limit and why; where the code gives a way through (a brace, a
 * deeper footing, a beam set off the wall) the plan takes it and counts it. Figures marked practice are ours.
 */
export const limits = {
  /**
   * Steeper than 1 in 3 under the deck, each footing is set back from the slope's face: deep enough that its bottom
   * stands H/3 in from it, H the slope's height below it. Steeper than 1 in 2, the grading rules' own limit for a slope
   * that stands without a geotechnical report, the foundation is an engineer's.
   */
  slope: {value: 1 / 3, cite: [cites.slope]},
  steepSlope: {value: 1 / 2, cite: [cites.slope, cites.grading]},
  /** Posts no taller than Table 4's cell allows (read per deck in framing.ts). */
  postHeight: {value: 14, cite: [cites.table4]},
  /** Corner posts taller than this get knee braces parallel to the beam (and across it on a freestanding deck). */
  braceAboveIn: {value: 24, cite: [cites.bracing]},
  /**
   * Practice: a freestanding deck or level braced at its corner posts only as long as its posts stand no taller than
   * this. Knee braces stiffen the top 2 ft of a post; taller, the post below them is what stands against sideways
   * forces, which no table sizes for a deck the house does not hold.
   */
  freestandingPostFt: {value: 8, cite: [cites.scope, cites.bracing, cites.freestandingBracing]},
  /** A ledger bolts to the house's band joist behind siding, never to brick or stone veneer. */
  veneer: {value: 0, cite: [cites.veneer]},
  /** Footings nearer the house than this bear at the level of its own footing. */
  houseZoneFt: {value: 5, cite: [cites.footings]},
  /** Practice: the least room under a beam for a post base on a footing clear of the soil. */
  groundClearanceIn: {value: 3, cite: [cites.noPosts]},
  /** The longest joist, span and overhang together. */
  joistLengthIn: {value: ftIn(18), cite: [cites.table2Note7]},
} as const satisfies Record<string, CodeFigure>;

/**
 * Joist spacing under each calculator material, boards laid square to the joists. Wood (5/4, 1 1/4 in) decking:
 * 16 in by Table R507.7. Composite and PVC: the code defers to the board's listing (R507.2); we plan 16 in for
 * them too, and the permit drawings name a product whose listing allows it.
 */
export const joistSpacingByMaterial: Readonly<Record<Material, {spacingIn: JoistSpacing; cite: readonly Citation[]}>> =
  {
    'pressure-treated': {spacingIn: 16, cite: [cites.joistSpacing]},
    cedar: {spacingIn: 16, cite: [cites.joistSpacing]},
    composite: {spacingIn: 16, cite: [cites.composite]},
    pvc: {spacingIn: 16, cite: [cites.composite]},
  };

/**
 * Stair stringers under each tread material, center to center. Treads are deck boards spanning from stringer to
 * stringer, so wood treads get the decking table's 16 in (Table R507.7); composite and PVC treads follow the board's
 * listing (R507.2): common scalloped composite boards list 9 in on stairs (Trex Select and Enhance), the closest
 * spacing read in any maker's guide here, so we plan 9 in for composite and PVC alike. Both are closer than the
 * cut-stringer spacing the secondary readings of DCA 6 give.
 */
export const stringerSpacingByMaterial: Readonly<Record<Material, {spacingIn: number; cite: readonly Citation[]}>> = {
  'pressure-treated': {spacingIn: 16, cite: [cites.joistSpacing]},
  cedar: {spacingIn: 16, cite: [cites.joistSpacing]},
  composite: {spacingIn: 9, cite: [cites.composite, cites.trexStairs]},
  pvc: {spacingIn: 9, cite: [cites.composite, cites.trexStairs]},
};

/**
 * Figures no stored source confirms (TO CHECK), each with what was read. The planner counts parts with them where a
 * count needs one and says the figure is the permit drawings' to set; it never prints one as the code's.
 */
export const toCheck = {
  /**
   * R507.9.1.3's ledger fastening: 1/2 in through-bolts, on center, by the joists' span (6, 8 … 18 ft). Two copies of
   * the table disagree (a Wisconsin rule: 36/36/34/29/24/21/19; an Everett, WA tip sheet, edition not stated:
   * 36/31/25/20/17/15/13); the planner counts with the closer spacing of the two.
   */
  ledgerBoltSpacingIn: {
    joistSpansFt: [6, 8, 10, 12, 14, 16, 18],
    spacingIn: [36, 31, 25, 20, 17, 15, 13],
    read: 'Wisconsin UDC (CR 15-043, Table 6) and City of Everett, WA Construction Tip Sheet 05, December 2026',
  },
  /**
   * R507.9.2's lateral load connection: two hold-down devices, within 24 in of each end of the deck (1,500 lb each,
   * or four of 750 lb), as secondary copies and DCA 6 p. 17 quoted elsewhere give it; no stored copy names the edition.
   */
  holdDowns: {
    count: 2,
    withinEndIn: 24,
    ratingLb: 1500,
    read: 'legalclarity.org citing UpCodes; a quote of DCA 6 p. 17',
  },
  /** DCA 6's guard post hold-down, as a builder's page gives it (the figures themselves are not in a copy read here). */
  guardPostHoldDownLb: {value: 1800, read: 'a builder’s page on DCA 6’s Figures 24 and 25, read December 2026'},
} as const;
