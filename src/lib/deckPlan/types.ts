/**
 * The deck planner's input and output. Every output line carries its figures, a plain-words caption to show, the
 * basis (why this figure) and the citations it rests on, so a page can render it without recomputing anything.
 *
 * Geometry, in feet, seen from above: x runs along the house from the LEFT end, y runs out from the house.
 * Standing at the house looking out: 'back' is the house side (y = 0), 'front' the far side (y = depth),
 * 'left' the end at x = 0 and 'right' the end at x = length.
 */
import type {BeamSize, Citation, JoistSize} from '../../data/framing';
import type {Material} from '../../data/pricing';
import type {DeckEstimate, DeckInputs} from '../deckEstimate';

export type Side = 'left' | 'front' | 'right' | 'back';

export interface DeckPlanInput {
  /** Feet, along the house. */
  readonly length: number;
  /** Feet, out from the house. */
  readonly depth: number;
  /** Feet, the walking surface above grade (level ground assumed). */
  readonly height: number;
  readonly attachment: 'ledger' | 'freestanding';
  /** Sides without a wall. 'back' is never open on a ledger deck, whatever this says. */
  readonly open: Readonly<Record<Side, boolean>>;
  /** One flight, centered on an open side; width in feet (the form's default is 4). */
  readonly stairs: null | {readonly side: Side; readonly width: number};
  readonly material: Material;
  /** Loads no prescriptive table covers. */
  readonly hotTub: boolean;
  readonly roof: boolean;
  /** On a deck 30 in or lower railings are optional: the homeowner may still want them. */
  readonly railingsWanted: boolean;
  /** Where it is built: the slug of a city in business.cities, or 'elsewhere'. Decides the building office. */
  readonly place: string;
}

/** What every output line carries beside its figures. */
export interface Grounded {
  /** The line in plain words: "2x8 joists, 16 in apart". */
  readonly caption: string;
  /** Why: the rule or table cell the figure comes from, in a sentence. */
  readonly basis: string;
  readonly cite: readonly Citation[];
}

export interface SizeLine extends Grounded {
  readonly areaSqFt: number;
  readonly perimeterFt: number;
  /** All the railing: the deck's and the stairs' guards. 0 when no railing is required or wanted. */
  readonly railingFt: number;
  /** The deck's: its open sides less the stair opening. */
  readonly deckRailingFt: number;
  /** The stairs' guards, both sides of each guarded flight along its slope, and around a landing. */
  readonly stairRailingFt: number;
}

export interface GuardLine extends Grounded {
  readonly required: boolean;
  /** Railings on the plan (required, or wanted on a low deck). */
  readonly railings: boolean;
  /** Guard height and the sphere its openings must stop; null when no railing is planned. */
  readonly heightIn: number | null;
  readonly sphereIn: number | null;
}

/** One flight of stairs, from a floor (the deck or a landing) down to the next. */
export interface Flight {
  readonly risers: number;
  readonly treads: number;
  readonly riseIn: number;
  /** Horizontal, nosing to nosing: treads times the tread depth. */
  readonly runIn: number;
  /** The height of the floor it ends on: 0 at the ground, a landing's height above it. */
  readonly baseIn: number;
  /** The highest tread's surface above the ground (0 for a single step with no tread). */
  readonly topTreadIn: number;
  /** Some tread stands more than 30 in up: guards on both sides, the whole flight. */
  readonly guarded: boolean;
  /** A stringer's length along the slope. */
  readonly stringerIn: number;
  /** Rows of posts under the stringers between its ends, and the longest span left between supports. */
  readonly supports: number;
  readonly longestSpanIn: number;
  readonly stringers: number;
}

/** A landing between flights: a small freestanding deck of its own, framed from the same tables. */
export interface LandingLine extends Grounded {
  readonly widthFt: number;
  readonly depthFt: number;
  readonly heightIn: number;
  readonly posts: number;
  readonly footingRoundIn: number;
}

export interface StairLine extends Grounded {
  readonly side: Side;
  readonly widthFt: number;
  readonly riseIn: number;
  /** Every riser, every flight. */
  readonly risers: number;
  /** Exact (rise / risers); riserText is the same to the nearest 1/8 in. */
  readonly riserIn: number;
  readonly riserText: string;
  readonly treads: number;
  readonly treadIn: number;
  /** From the deck's edge to the last riser, landings included. */
  readonly runFt: number;
  /** Two 5 1/2 in boards a tread, each the stair's width long. */
  readonly treadBoards: number;
  /** Top first; more than one where the rise is over a flight's limit. */
  readonly flights: readonly Flight[];
  readonly landings: readonly LandingLine[];
  readonly handrail: Grounded & {readonly required: boolean; readonly minIn: number; readonly maxIn: number};
  readonly guards: Grounded & {
    readonly required: boolean;
    readonly lengthFt: number;
    readonly heightIn: number | null;
    readonly sphereIn: number | null;
    readonly triangleIn: number | null;
  };
  readonly stringers: Grounded & {
    readonly size: '2x12';
    /** Under each flight. */
    readonly count: number;
    readonly spacingIn: number;
    /** Wood left below the notches. */
    readonly throatIn: number;
    readonly stockFt: number;
    /** Rows of posts under the stringers, every flight. */
    readonly supports: number;
  };
  /** How the calculator prices stairs, which the plan's price is. */
  readonly price: Grounded;
}

/** Where the deck is built: the office that issues the permit, the code edition it enforces, where to ask. */
export interface PlaceLine extends Grounded {
  readonly place: string;
  readonly placeName: string | null;
  readonly office: {readonly name: string; readonly url: string | null};
  /** Outside the city's limits: the county's office. */
  readonly outside: {readonly name: string; readonly url: string | null} | null;
  /** The IRC edition the office enforces, where its own page says so; null: confirm with the office. */
  readonly edition: number | null;
  /** Its frost depth, where its code says so; null: confirm with the office. */
  readonly frostDepthIn: number | null;
  /** "the frost depth of … in that … sets", or who to ask for it. */
  readonly frostDepthWords: string;
}

export interface JoistLine extends Grounded {
  readonly size: JoistSize;
  readonly spacingIn: number;
  readonly count: number;
  /** Clear span (ledger or beam face to beam face) and the overhang past the outer beam. */
  readonly spanFt: number;
  readonly overhangFt: number;
  readonly lengthFt: number;
}

export interface BeamLine extends Grounded {
  readonly size: BeamSize;
  /** 1 for a ledger deck, 2 for a freestanding one. */
  readonly lines: number;
  readonly lengthFt: number;
  readonly postSpacingFt: number;
  /** Joists hung flush from the beam's side (a low deck), ending there, rather than resting on top of it. */
  readonly flush: boolean;
}

export interface PostLine extends Grounded {
  readonly size: '6x6';
  readonly count: number;
  readonly heightFt: number;
  /** The tallest post Table 4 allows in every species column for this beam and joist span. */
  readonly maxHeightFt: number;
  /** Too low for posts (heightFt under MIN_POST_IN): the beam sits in post bases on the footings, `count` of them. */
  readonly onFootings: boolean;
}

export interface FootingLine extends Grounded {
  readonly count: number;
  /** The least depth of a footing's bottom below undisturbed ground. */
  readonly depthIn: number;
  /** Some footings are within 5 ft of the house: those bear at the level of the house's own footing. */
  readonly houseLevel: boolean;
  readonly roundIn: number;
  readonly squareIn: number;
  readonly thicknessIn: number;
  /** The most heavily loaded post: tributary area, its load at 50 psf, and the soil area that load needs. */
  readonly tributarySqFt: number;
  readonly loadLb: number;
  readonly bearingSqFt: number;
}

export interface DeckingLine extends Grounded {
  readonly rows: number;
  readonly linearFt: number;
  readonly stockFt: number;
  readonly boards: number;
}

export interface EstimateLine extends Grounded, DeckEstimate {
  /** Exactly what the calculator would be given. */
  readonly inputs: DeckInputs;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A rectangle in feet: x, y its corner nearest the origin, w along x, h along y. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** What the top-view drawing needs, in feet. */
export interface Drawing {
  readonly lengthFt: number;
  readonly depthFt: number;
  /** x of each joist. */
  readonly joistsFt: readonly number[];
  /** y of each beam line. */
  readonly beamsFt: readonly number[];
  readonly posts: readonly Point[];
  /** The stair's footprint: x, y its corner nearest the origin, w along x, h along y. */
  readonly stair: null | (Rect & {readonly side: Side});
  /** Each flight's footprint and its treads; each landing's; the posts under the stringers. */
  readonly flights: readonly (Rect & {readonly treads: number})[];
  readonly landings: readonly Rect[];
  readonly stairPosts: readonly Point[];
  readonly edges: readonly {readonly side: Side; readonly kind: 'house' | 'open' | 'closed'}[];
  /** Railing runs: the deck's (the stair opening left out) and the stairs' guards. */
  readonly railings: readonly {readonly from: Point; readonly to: Point}[];
}

export interface Plan {
  readonly kind: 'plan';
  readonly place: PlaceLine;
  readonly size: SizeLine;
  readonly guards: GuardLine;
  readonly stairs: StairLine | null;
  readonly framing: {
    readonly joists: JoistLine;
    readonly ledger: (Grounded & {readonly size: JoistSize; readonly lengthFt: number}) | null;
    readonly beams: BeamLine;
    readonly posts: PostLine;
    readonly footings: FootingLine;
  };
  readonly decking: DeckingLine;
  readonly estimate: EstimateLine;
  readonly drawing: Drawing;
  /** Assumptions and what the permit drawings settle (freestanding bracing, level ground). */
  readonly notes: readonly Grounded[];
}

export type DeckPlanField = 'length' | 'depth' | 'height' | 'stairs';

export type DeckPlan =
  | Plan
  /** Beyond the prescriptive tables: reasons in plain words, no sizes and no price. */
  | {readonly kind: 'engineer'; readonly reasons: readonly string[]; readonly cite: readonly Citation[]}
  | {readonly kind: 'invalid'; readonly errors: Partial<Record<DeckPlanField, string>>};
