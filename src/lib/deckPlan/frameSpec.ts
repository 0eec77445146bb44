/**
 * What one rectangle is framed from and what its frame is: the shapes frame.ts builds and frameLines.ts reads.
 */
import type {Citation} from '../../data/framing';
import type {Material} from '../../data/pricing';
import type {BeamChoice, JoistChoice} from './framing';
import type {Framing, Point} from './types';

/** What a rectangle is framed from: its size, the ground under it, how it stands. */
export interface FrameSpec {
  /** Along the beams (the house, for a deck level), feet. */
  readonly lengthFt: number;
  /** Along the joists, feet. */
  readonly depthFt: number;
  /** Feet the floor stands above the ground at a point (x along the beams, y along the joists). */
  readonly above: (x: number, y: number) => number;
  readonly attachment: 'ledger' | 'freestanding';
  readonly material: Material;
  /** Guard posts bolt to the joists: none smaller than a 2x8. */
  readonly railings: boolean;
  /** How far a point stands from the house wall, feet: footings within 5 ft of it go down to its footing's level. */
  readonly houseFt: (x: number, y: number) => number;
  /** How deep below the ground at a point a footing bears to reach the level of the house's own footing, inches. */
  readonly houseDepthIn: (x: number, y: number) => number;
  /**
   * On a slope steeper than 1 in 3: the ground's fall (rise over run), and the setback a footing's bottom keeps from the
   * slope's face at a point, feet (0 on gentler ground).
   */
  readonly slope: number;
  readonly setbackFt: (x: number, y: number) => number;
  /** A freestanding level at the house: how far its house-side beam is set off the wall, the joists cantilevered back. */
  readonly setOffIn: number;
  /** The joists end at the outer beam (a landing: the flight below bears on its edge). */
  readonly noOverhang?: boolean;
  /** The frost depth where it is built, where its office's code says one. */
  readonly frostDepthIn: number | null;
}

/** The lines, plus the geometry the drawings need (in the spec's own feet). */
export interface Frame extends Framing {
  readonly joistsFt: number[];
  readonly beamsFt: number[];
  readonly postPoints: PostPoint[];
  /** Each knee brace: the post it braces, and the way it leans (along the beam, or across it toward the joists). */
  readonly bracePoints: {readonly at: Point; readonly toward: Point}[];
}

/** A post where it stands: its height (ground to the beam's underside) and its footing's bottom below the ground. */
export interface PostPoint extends Point {
  readonly heightIn: number;
  readonly depthIn: number;
  /** What took it deeper than the frost and the code's 12 in: the house's footing level, a slope's setback (or 0). */
  readonly houseIn: number;
  readonly setbackIn: number;
  /** At an end of its beam line: where knee braces go. */
  readonly corner: boolean;
}

export type FrameResult = {ok: true; frame: Frame} | {ok: false; reasons: string[]; cite: Citation[]};

export interface Members {
  readonly joist: JoistChoice;
  readonly beam: BeamChoice;
  readonly flush: boolean;
  readonly bays: number;
  /** Post spacing along the beams, center to center. */
  readonly spacingFt: number;
  /** y of each beam line: the house side's too on a freestanding frame. */
  readonly beamsFt: number[];
}
