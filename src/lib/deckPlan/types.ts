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
  /** Open sides less the stair opening; 0 when no railing is required or wanted. */
  readonly railingFt: number;
}

export interface GuardLine extends Grounded {
  readonly required: boolean;
  /** Railings on the plan (required, or wanted on a low deck). */
  readonly railings: boolean;
  /** Guard height and the sphere its openings must stop; null when no railing is planned. */
  readonly heightIn: number | null;
  readonly sphereIn: number | null;
}

export interface StairLine extends Grounded {
  readonly side: Side;
  readonly widthFt: number;
  readonly riseIn: number;
  readonly risers: number;
  /** Exact (rise / risers); riserText is the same to the nearest 1/8 in. */
  readonly riserIn: number;
  readonly riserText: string;
  readonly treads: number;
  readonly treadIn: number;
  readonly runFt: number;
  /** Two 5 1/2 in boards a tread, each the stair's width long. */
  readonly treadBoards: number;
  readonly handrail: Grounded & {readonly required: boolean; readonly minIn: number; readonly maxIn: number};
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
  /** Joists hung flush from the beam's side (a low deck) rather than resting on top of it. */
  readonly flush: boolean;
}

export interface PostLine extends Grounded {
  readonly size: '6x6';
  readonly count: number;
  readonly heightFt: number;
  /** The tallest post Table 4 allows in every species column for this beam and joist span. */
  readonly maxHeightFt: number;
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
  readonly stair: null | {
    readonly side: Side;
    readonly x: number;
    readonly y: number;
    readonly w: number;
    readonly h: number;
  };
  readonly edges: readonly {readonly side: Side; readonly kind: 'house' | 'open' | 'closed'}[];
  /** Railing runs, the stair opening left out. */
  readonly railings: readonly {readonly from: Point; readonly to: Point}[];
}

export interface Plan {
  readonly kind: 'plan';
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
