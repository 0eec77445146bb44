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
  /** The joists end at the outer beam (a landing: the flight below bears on its edge). */
  readonly noOverhang?: boolean;
  /** The frost depth where it is built, where its office's code says one. */
  readonly frostDepthIn: number | null;
}

/** The lines, plus the geometry the drawings need (in the spec's own feet). */
export interface Frame extends Framing {
  readonly joistsFt: number[];
  readonly beamsFt: number[];
  readonly postPoints: (Point & {readonly heightIn: number})[];
}

export type FrameResult = {ok: true; frame: Frame} | {ok: false; reasons: string[]; cite: Citation[]};

export interface Members {
  readonly joist: JoistChoice;
  readonly beam: BeamChoice;
  readonly flush: boolean;
  readonly bays: number;
  readonly spacingFt: number;
  /** y of each beam line: the house side's too on a freestanding frame. */
  readonly beamsFt: number[];
}
