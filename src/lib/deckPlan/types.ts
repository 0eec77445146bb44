/**
 * The deck planner's input and output. A plan carries every figure (planDeck, what the drawing, the price and the
 * description read); its takeoff (takeoff.ts, loaded with the page's takeoff) puts each line in words: a caption to
 * show, the basis (why this figure) and the citations it rests on.
 *
 * Geometry, in feet, seen from above: x runs along the house from the first level's LEFT end, y runs out from the
 * house. Standing at the house looking out: 'back' is the house side (y = 0), 'front' the far side, 'left' the end
 * at x = 0 and 'right' the end at x = length. The ground falls (or rises) straight out from the house, as the
 * homeowner measures it: the floor's height above it at the house and at the far side.
 */
import type {BeamSize, Citation, JoistSize} from '../../data/framing';
import type {Material} from '../../data/pricing';
import type {DeckEstimate, DeckInputs} from '../deckEstimate';

export type Side = 'left' | 'front' | 'right' | 'back';

/** A second rectangle: beside the first along the house, or out in front of its far side. */
export interface SecondLevelInput {
  readonly where: 'left' | 'right' | 'front';
  /** Feet, along the house. */
  readonly length: number;
  /** Feet, out from the house. */
  readonly depth: number;
  /** Risers down from the first level's floor; 0 is the same level (an L-shaped deck). */
  readonly stepsDown: number;
}

/** What the house wall is where a ledger would bolt: siding over the floor's band joist, veneer, or not known. */
export type HouseWall = 'siding' | 'veneer' | 'unsure';
/** What is under the house there: a basement (its footing about 8 ft down), a crawl space or slab, or not known. */
export type HouseFoundation = 'basement' | 'shallow' | 'unsure';

export interface HouseInput {
  readonly wall: HouseWall;
  readonly foundation: HouseFoundation;
}

export interface DeckPlanInput {
  /** Feet, along the house. */
  readonly length: number;
  /** Feet, out from the house. */
  readonly depth: number;
  /** Feet, the walking surface above the ground at the house side. */
  readonly height: number;
  /** Feet, the walking surface above the ground at the far side; absent or null: level ground. */
  readonly heightFar?: number | null;
  readonly attachment: 'ledger' | 'freestanding';
  /** The first level's sides without a wall. 'back' is never open on a ledger deck, whatever this says. */
  readonly open: Readonly<Record<Side, boolean>>;
  /**
   * One flight, centered on an open side of the first level (or the second). Its width in feet over the stringers,
   * the treads' length: rail posts and stringers come out of it. Its drop, where given, is from the floor to the
   * ground where the stairs land; otherwise they land on the ground as described (level past the deck).
   */
  readonly stairs: null | {
    readonly side: Side;
    readonly width: number;
    readonly level?: 1 | 2;
    readonly dropFt?: number | null;
  };
  readonly material: Material;
  /** Loads no prescriptive table covers. */
  readonly hotTub: boolean;
  readonly roof: boolean;
  /** On a deck 30 in or lower railings are optional: the homeowner may still want them. */
  readonly railingsWanted: boolean;
  /** Where it is built: the slug of a place the planner lists, or 'elsewhere'. Decides the building office. */
  readonly place: string;
  readonly second?: SecondLevelInput | null;
  /** The house where the deck meets it; absent: siding over a band joist, and a foundation not known. */
  readonly house?: HouseInput | null;
}

/** What every output line carries beside its figures. */
export interface Grounded {
  /** The line in plain words: "2x8 joists, 16 in apart". */
  readonly caption: string;
  /** Why: the rule or table cell the figure comes from, in a sentence. */
  readonly basis: string;
  readonly cite: readonly Citation[];
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

/** A straight run of an edge, in the site's feet: a railing, a house wall, a join between levels. */
export interface Run {
  readonly from: Point;
  readonly to: Point;
}

export interface SizeLine {
  /** Both levels. */
  readonly areaSqFt: number;
  readonly perimeterFt: number;
  /** All the railing: the deck's and the stairs' guards. 0 when no railing is required or wanted. */
  readonly railingFt: number;
  /** The deck's: the guarded stretches of its open edges, less the stair opening. */
  readonly deckRailingFt: number;
  /** The stairs' guards, both sides of each guarded flight along its slope, and around a landing. */
  readonly stairRailingFt: number;
  /** The stairs' handrail, required on a flight of four risers or more, whether or not it is guarded. */
  readonly handrailFt: number;
}

/** The house where the deck meets it, and what the plan made of it. */
export interface HouseLine {
  readonly wall: HouseWall;
  readonly foundation: HouseFoundation;
  /** A ledger was asked for on a wall that cannot take one: the deck is planned freestanding. */
  readonly ledgerRefused: boolean;
  /** How far below the ground at the wall the house's own footing bears, inches (the planner's assumption). */
  readonly footingDepthIn: number;
}

/** The posts the guards and the handrail stand on, bolted to the frame or inside the stringers. */
export interface GuardPostLine {
  /** On the deck's edges (and around the landings), and on the stairs. */
  readonly deck: number;
  readonly stairs: number;
  readonly spacingFt: number;
  /** Each deck post's hold-down at its top bolt, its allowable tension. */
  readonly holdDownLb: number;
}

export interface GuardLine {
  readonly required: boolean;
  /** Railings on the plan (required, or wanted on a low deck). */
  readonly railings: boolean;
  /** Guard height and the sphere its openings must stop; null when no railing is planned. */
  readonly heightIn: number | null;
  readonly sphereIn: number | null;
  /** Some open edge is guarded along part of its length only (the ground falls along it). */
  readonly partial: boolean;
}

/** One flight of stairs, from a floor (the deck or a landing) down to the next. */
export interface Flight {
  readonly risers: number;
  readonly treads: number;
  readonly riseIn: number;
  /** Horizontal, nosing to nosing: treads times the tread depth. */
  readonly runIn: number;
  /** The height of the floor it ends on above the ground there: 0 at the foot, a landing's height above it. */
  readonly baseIn: number;
  /** The highest tread's surface above the ground below it (0 for a single step with no tread). */
  readonly topTreadIn: number;
  /** Guards on both sides, the whole flight. */
  readonly guarded: boolean;
  /** Riser boards close every riser: an opening between its treads would stand more than 30 in up. */
  readonly closedRisers: boolean;
  /** A stringer's length along the slope. */
  readonly stringerIn: number;
  /** Rows of posts under the stringers between its ends, and the longest span left between supports. */
  readonly supports: number;
  readonly longestSpanIn: number;
  /** Each support row's post, from its base to the doubled header under the stringers (under 8 in: no post). */
  readonly supportPostsIn: readonly number[];
  readonly stringers: number;
}

/** A landing between flights: a small freestanding deck of its own, framed from the same tables. */
export interface LandingLine {
  readonly widthFt: number;
  readonly depthFt: number;
  /** Its floor above the ground at its middle. */
  readonly heightIn: number;
  readonly framing: Framing;
}

export interface StairLine {
  /** The level it leaves from (1 or 2) and the side. */
  readonly level: 1 | 2;
  readonly side: Side;
  /** Over the stringers, as the form asks it: the treads' length. */
  readonly widthFt: number;
  /** Clear between the rail posts bolted inside the stringers, or the whole width where the stair has none. */
  readonly clearIn: number;
  /** Clear at the handrail, which projects into the width; null without one. */
  readonly handrailClearIn: number | null;
  /** The homeowner gave the drop to the ground where the stairs land. */
  readonly dropGiven: boolean;
  /** The stairs run past the ground the form describes, which is taken as level there. */
  readonly pastLot: boolean;
  /** From the floor to the ground at the foot of the stairs (the ground may fall or rise under them). */
  readonly riseIn: number;
  /** The floor's height above the ground where the stairs leave the deck, and at the level's house side. */
  readonly startIn: number;
  readonly houseIn: number;
  /** Every riser, every flight. */
  readonly risers: number;
  /** Exact (rise / risers); riserText is the same to the nearest 1/16 in. */
  readonly riserIn: number;
  readonly riserText: string;
  readonly treads: number;
  readonly treadIn: number;
  /** From the deck's edge to the last riser, landings included. */
  readonly runFt: number;
  /** Two 5 1/2 in boards a tread, each the stair's outside width long. */
  readonly treadBoards: number;
  /** Riser boards on the flights that need them closed. */
  readonly riserBoards: number;
  /** Top first; more than one where the rise is over a flight's limit. */
  readonly flights: readonly Flight[];
  readonly landings: readonly LandingLine[];
  readonly handrail: {
    readonly required: boolean;
    readonly minIn: number;
    readonly maxIn: number;
    /** Along the slope of each flight that needs one, one side. */
    readonly lengthFt: number;
  };
  readonly guards: {
    readonly required: boolean;
    readonly lengthFt: number;
    readonly heightIn: number | null;
    readonly sphereIn: number | null;
    readonly triangleIn: number | null;
  };
  readonly closedRisers: boolean;
  readonly stringers: {
    readonly size: '2x12';
    /** Under each flight. */
    readonly count: number;
    readonly spacingIn: number;
    /** Wood left below the notches. */
    readonly throatIn: number;
    readonly stockFt: number;
    /** Rows of posts under the stringers, every flight, and the longest span left between supports. */
    readonly supports: number;
    readonly longestSpanIn: number;
  };
  /** The pad at the foot, level, and how far the ground it is graded into falls across it (at most a riser). */
  readonly pad: {
    readonly widthFt: number;
    readonly depthFt: number;
    readonly thicknessIn: number;
    readonly fallIn: number;
  };
}

/** Where the deck is built: the office that issues the permit, the code edition it enforces, where to ask. */
export interface PlaceLine extends Grounded {
  readonly place: string;
  readonly placeName: string | null;
  readonly office: {readonly name: string; readonly url: string | null};
  /** Outside the town's limits: the county's office. */
  readonly outside: {readonly name: string; readonly url: string | null} | null;
  /** The IRC edition the office enforces, where its own page says so; null: confirm with the office. */
  readonly edition: number | null;
  /** Its frost depth, where its code says so; null: confirm with the office. */
  readonly frostDepthIn: number | null;
  /** "the frost depth of … in that … sets", or who to ask for it. */
  readonly frostDepthWords: string;
}

export interface JoistLine {
  readonly size: JoistSize;
  readonly spacingIn: number;
  readonly count: number;
  /** Clear span (ledger or beam face to beam face) and the overhang past the outer beam. */
  readonly spanFt: number;
  readonly overhangFt: number;
  /** A freestanding level's cantilever back toward the house, past its house-side beam set off the wall. */
  readonly backOverhangFt: number;
  readonly lengthFt: number;
  /** Hung from a flush beam, ending at it. */
  readonly flush: boolean;
  /** The Table 2 cell that allows the span and overhang. */
  readonly tableSpanFt: number;
  readonly tableOverhangFt: number;
  /** Guard posts bolt to them: none smaller than a 2x8. */
  readonly guardPosts: boolean;
  /** So close to the ground (the beam on its footings) that every member is ground-contact lumber. */
  readonly groundContact: boolean;
}

export interface BeamLine {
  readonly size: BeamSize;
  /** 1 for a ledger deck, 2 for a freestanding one. */
  readonly lines: number;
  readonly lengthFt: number;
  readonly postSpacingFt: number;
  /** Joists hung flush from the beam's side (a low deck), ending there, rather than resting on top of it. */
  readonly flush: boolean;
  /** The outer beam line's distance out from the level's house side. */
  readonly outFt: number;
  /** A freestanding level at the house: its house-side beam's distance off the wall; else null. */
  readonly setOffFt: number | null;
  /** The Table 3A cell: its span and the joist span column it is read in. */
  readonly tableSpanFt: number;
  readonly joistColumnFt: number;
  /** Every post row too low for posts: the beam sits in post bases on its footings. */
  readonly onFootings: boolean;
}

/** A row of posts under one beam line, with the height the ground leaves there. */
export interface PostRow {
  /** Out from the level's house side (its own y), feet. */
  readonly yFt: number;
  readonly count: number;
  /** The tallest post of the row (the ground may fall along it). */
  readonly heightFt: number;
  /** Too low for posts: the beam sits in post bases on the footings. */
  readonly onFootings: boolean;
}

export interface PostLine {
  readonly size: '6x6';
  readonly count: number;
  /** The tallest post. */
  readonly heightFt: number;
  readonly rows: readonly PostRow[];
  /** The tallest post Table 4 allows in every species column for this beam and joist span. */
  readonly maxHeightFt: number;
  /** Every row too low for posts (heightFt under MIN_POST_IN): the beam sits in post bases on its footings. */
  readonly onFootings: boolean;
  /** The Table 4 cell's row (beam span) and column (joist span). */
  readonly beamRowFt: number;
  readonly joistColumnFt: number;
}

export interface FootingLine {
  readonly count: number;
  /** The least depth of a footing's bottom below undisturbed ground: the frost's, or the code's 12 in. */
  readonly depthIn: number;
  /** Each footing's own depth, deeper near the house or on a steep slope. */
  readonly depthsIn: readonly number[];
  /** Footings within 5 ft of the house, which bear at the level of its own footing, and the deepest of them. */
  readonly houseCount: number;
  readonly houseDepthIn: number;
  /** The ground is steeper than 1 in 3: each footing keeps its setback from the slope's face (R403.1.7). */
  readonly steep: boolean;
  /** Footings taken deeper to stand their setback from a slope steeper than 1 in 3, and the deepest of them. */
  readonly setbackCount: number;
  readonly setbackDepthIn: number;
  readonly roundIn: number;
  readonly squareIn: number;
  readonly thicknessIn: number;
  /** The most heavily loaded post: tributary area, its load at 50 psf, and the soil area that load needs. */
  readonly tributarySqFt: number;
  readonly loadLb: number;
  readonly bearingSqFt: number;
  /** The pier from the footing up to the post base, poured in a tube form this wide. */
  readonly pierIn: number;
  /** The Table 4 cell's row (beam span) and column (joist span). */
  readonly beamRowFt: number;
  readonly joistColumnFt: number;
}

/** Knee braces at the corner posts: along the beam always, across it too where the house does not hold the frame. */
export interface BraceLine {
  readonly along: number;
  readonly across: number;
  /** Each brace's legs (down the post, along the beam or joist) and its length, at 45 degrees. */
  readonly legIn: number;
  readonly lengthIn: number;
}

export interface LedgerLine {
  readonly size: JoistSize;
  readonly lengthFt: number;
  /** Lateral load hold-downs tying the deck to the house's floor framing, one near each end. */
  readonly holdDowns: number;
  /** 1/2 in through-bolts, staggered, at the spacing printed for the joists' span. */
  readonly bolts: number;
  readonly boltSpacingIn: number;
  readonly groundContact: boolean;
}

/** One level's frame, member by member. */
export interface Framing {
  readonly joists: JoistLine;
  readonly ledger: LedgerLine | null;
  readonly beams: BeamLine;
  readonly posts: PostLine;
  readonly footings: FootingLine;
  readonly braces: BraceLine;
}

export interface DeckingLine {
  readonly rows: number;
  readonly linearFt: number;
  readonly stockFt: number;
  readonly boards: number;
}

/** One level of the deck: where it stands, its frame and its boards. */
export interface LevelPlan {
  readonly index: 1 | 2;
  /** "Upper level", "Lower level", or "Second level" for two at one height. */
  readonly name: string;
  readonly rect: Rect;
  /** The floor's height above the ground at the level's house side and at its far side, feet. */
  readonly heightFt: number;
  readonly heightFarFt: number;
  readonly framing: Framing;
  readonly decking: DeckingLine;
}

/** How the second level meets the first, and the steps between them. */
export interface JoinLine {
  readonly stepsDown: number;
  readonly riserIn: number;
  /** The length of the edge the two levels share, where the steps run. */
  readonly lengthFt: number;
  /** Tread and riser boards of the steps, and the stringers under them. */
  readonly treadBoards: number;
  readonly riserBoards: number;
  readonly stringers: number;
  readonly handrailFt: number;
}

export interface EstimateLine extends Grounded, DeckEstimate {
  /** Exactly what the calculator would be given. */
  readonly inputs: DeckInputs;
}

/** One line a builder orders from: "14 · 2x10 joists, 12 ft". */
export interface OrderItem {
  readonly count: number;
  /** What it is, by size or kind: "2x10 joist", "6x6 post base". */
  readonly item: string;
  /** Stock length in feet, where it is bought by length. */
  readonly stockFt: number | null;
  /** Where it goes, or how the count was made. */
  readonly note: string;
  /** What sets it: the table or section it is sized by, or "practice" where it is ours. */
  readonly source: string;
}

export interface OrderGroup {
  readonly title: string;
  /** What every line of the group is: the lumber's species, grade and treatment, the metal's coating. */
  readonly spec: string;
  readonly items: readonly OrderItem[];
}

export interface OrderList extends Grounded {
  readonly groups: readonly OrderGroup[];
}

/** A structural post as drawn: where it stands, how tall, and its footing's size and depth below the ground. */
export interface DrawnPost extends Point {
  readonly heightIn: number;
  readonly footingIn: number;
  readonly depthIn: number;
}

/** What the top-view drawing needs, in feet. */
export interface Drawing {
  /**
   * Each level's outline, its joists (x) and beam lines (y), in the site's feet; and its knee braces, each from its
   * post to where it meets the beam or the joist above, seen from above.
   */
  readonly levels: readonly {
    readonly rect: Rect;
    readonly joistsFt: readonly number[];
    readonly beamsFt: readonly number[];
    readonly lower: boolean;
    readonly braces: readonly Run[];
  }[];
  /** Every level's posts on their footings. */
  readonly posts: readonly DrawnPost[];
  /** The guard posts on the deck's edges, and the rail posts bolted inside the stairs' stringers. */
  readonly guardPosts: readonly Point[];
  readonly stairRailPosts: readonly Point[];
  /** The stair's footprint: x, y its corner nearest the origin, w along x, h along y. */
  readonly stair: null | (Rect & {readonly side: Side});
  /** Each flight's footprint and its treads; each landing's; the posts under the stringers; the pad at the foot. */
  readonly flights: readonly (Rect & {readonly treads: number})[];
  readonly landings: readonly Rect[];
  readonly pad: Rect | null;
  readonly stairPosts: readonly Point[];
  /** The steps between the levels, along their shared edge. */
  readonly steps: Rect | null;
  /** Where a level's ledger is bolted to the house. */
  readonly ledgers: readonly Run[];
  /** Railing runs: the deck's guarded stretches (the stair opening left out) and the stairs' guards. */
  readonly railings: readonly Run[];
  /** The whole drawing's extent: the levels, the stairs and the pad. */
  readonly bounds: Rect;
}

/** A side view across the deck, looking along the house: the ground's fall and each row of posts. */
export interface Section {
  /** The ground's height (feet, the first level's floor at 0, down negative) at y = fromFt, where the described ground ends, and toFt. */
  readonly ground: {
    readonly fromFt: number;
    readonly toFt: number;
    readonly atFrom: number;
    readonly atTo: number;
    /** Its profile, y and height, at each change of slope: past the deck it is taken as level. */
    readonly points: readonly Point[];
    /** Feet it falls a foot out under the deck (negative where it rises). */
    readonly fall: number;
    /** How deep the house's own footing bears below the ground at its wall, feet. */
    readonly houseFootingFt: number;
  };
  /** Each level's floor: from and to (y), its height (0, or its drop below the first level), its joists' underside. */
  readonly floors: readonly {
    readonly fromFt: number;
    readonly toFt: number;
    readonly at: number;
    readonly underFt: number;
  }[];
  /**
   * Each row of posts: where (y), its beam's top, its top (the beam's underside), its bottom (the ground there), its
   * footing's bottom and width (feet), and the posts' height and the footing's depth in words.
   */
  readonly posts: readonly {
    readonly yFt: number;
    /** A second level's row, drawn behind the first's. */
    readonly behind: boolean;
    readonly beamFt: number;
    readonly topFt: number;
    readonly bottomFt: number;
    readonly footingFt: number;
    readonly footingWidthFt: number;
    readonly footingThickFt: number;
    /** Where the post base sits: the pier's top, 2 in above the ground (or up to a beam on its footings). */
    readonly pierTopFt: number;
    readonly label: string;
    readonly depthLabel: string;
  }[];
  /** Knee braces across the beams (a freestanding frame's), as seen: from the post up to the joists. */
  readonly braces: readonly {readonly from: Point; readonly to: Point}[];
  /** Guards seen on the section: each rail's run (y) at its top, and a post at each end. */
  readonly guards: readonly {
    readonly fromFt: number;
    readonly toFt: number;
    readonly floorFt: number;
    readonly topFt: number;
  }[];
  /** The first level's floor over the ground at the house side and at the far side: where (y) and how high. */
  readonly heights: readonly {readonly yFt: number; readonly label: string}[];
  /**
   * Stairs running out from the far side (or the house side), drawn in the section: each nosing, top down; the posts
   * under the stringers and under each landing (y, top, bottom); and the pad at the foot.
   */
  readonly stair: null | {
    readonly nosings: readonly Point[];
    readonly supports: readonly {readonly yFt: number; readonly topFt: number; readonly bottomFt: number}[];
    readonly pad: {readonly fromFt: number; readonly toFt: number; readonly at: number};
  };
}

export interface Plan {
  readonly kind: 'plan';
  /** What the plan was made from: the takeoff reads the place, the ground and the choices in it. */
  readonly input: DeckPlanInput;
  readonly size: SizeLine;
  readonly guards: GuardLine;
  /** The first level, and the second where there is one. */
  readonly levels: readonly LevelPlan[];
  readonly join: JoinLine | null;
  readonly stairs: StairLine | null;
  readonly house: HouseLine;
  readonly guardPosts: GuardPostLine;
  readonly estimate: EstimateLine;
  readonly drawing: Drawing;
  readonly section: Section;
}

/** A frame's members in words. */
export interface FramingWords {
  readonly joists: Grounded;
  readonly ledger: Grounded | null;
  readonly beams: Grounded;
  readonly posts: Grounded;
  readonly footings: Grounded;
  readonly braces: Grounded;
}

/** A plan in words, line by line, each with its basis and sources: what the takeoff shows and prints. */
export interface Takeoff {
  readonly place: PlaceLine;
  readonly size: Grounded;
  readonly guards: Grounded;
  readonly join: Grounded | null;
  readonly stairs: null | {
    readonly stairs: Grounded;
    readonly guards: Grounded;
    readonly handrail: Grounded;
    readonly risers: Grounded;
    readonly stringers: Grounded;
    readonly pad: Grounded;
    readonly landings: readonly Grounded[];
    readonly price: Grounded;
  };
  readonly levels: readonly {readonly name: string; readonly framing: FramingWords; readonly decking: Grounded}[];
  /** Assumptions and what the permit drawings settle (freestanding bracing, the ground's fall). */
  readonly notes: readonly Grounded[];
}

export type DeckPlanField = 'length' | 'depth' | 'height' | 'heightFar' | 'stairs' | 'stairDrop' | 'second';

export type DeckPlan =
  | Plan
  /** Beyond the prescriptive tables: reasons in plain words, no sizes and no price. */
  | {readonly kind: 'engineer'; readonly reasons: readonly string[]; readonly cite: readonly Citation[]}
  | {readonly kind: 'invalid'; readonly errors: Partial<Record<DeckPlanField, string>>};
