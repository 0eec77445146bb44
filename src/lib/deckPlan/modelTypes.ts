/**
 * The deck as a 3D model: every member the takeoff counts, as a box (or a round footing) placed on the site, with
 * the takeoff line it comes from. Made by model.ts from a plan; the 3D view, its picking and the isometric picture
 * all read this one shape.
 *
 * Axes, in feet, as the plan's (types.ts): x along the house from the first level's left end, y out from the house,
 * and z up, from the FIRST LEVEL'S WALKING SURFACE (z = 0; the ground and a lower level are negative), as the
 * plan's section measures. The ground falls straight out from the house: its z depends on y alone.
 */
import type {Material} from '../../data/pricing';
import type {Point} from './types';

export interface Vec3 {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/**
 * What a member is: a pier is a footing's concrete from its pad up to the post base; a guard post stands on the deck's
 * edge or inside a stair's stringers; a brace is a knee brace. A new kind is one more name here and one more case in
 * model.ts: the view draws any kind by its material and shape.
 */
export type MemberKind =
  | 'board'
  | 'joist'
  | 'rim'
  | 'ledger'
  | 'beam'
  | 'post'
  | 'footing'
  | 'header'
  | 'stringer'
  | 'tread'
  | 'riser'
  | 'pad'
  | 'rail'
  | 'baluster'
  | 'handrail'
  | 'pier'
  | 'guardPost'
  | 'brace';

/** What it is made of: the decking's boards take the chosen decking's color (DeckModel.decking). */
export type MemberMaterial = 'decking' | 'lumber' | 'concrete' | 'railing';

/**
 * The takeoff line a member comes from: 'joists', 'beams', 'posts', 'footings', 'ledger', 'decking', 'stairs'
 * (the treads), 'risers', 'stringers', 'pad', 'railing', 'stair guards', 'handrail', 'steps', 'landing:0' (the
 * first landing, all of it); a second level's framing is prefixed 'level:2 ' ('level:2 joists').
 */
export type LineKey = string;

export interface Member {
  readonly kind: MemberKind;
  readonly shape: 'box' | 'round';
  /** Inches: along its length, across it (its width, or a round one's diameter), and its height. */
  readonly size: {readonly length: number; readonly width: number; readonly height: number};
  /** Feet: its center. */
  readonly at: Vec3;
  /** Radians about z: 0 runs its length along x, π/2 along y. */
  readonly yaw: number;
  /** Radians its length tilts down from level (a stringer's slope), before it is turned by yaw. */
  readonly pitch: number;
  readonly material: MemberMaterial;
  readonly line: LineKey;
}

/**
 * The ground, falling straight out from the house as the homeowner described it, then level past the deck (where the
 * form no longer describes it): z = zAtHouse − fall × min(y, levelFrom), over the extent drawn.
 */
export interface GroundSurface {
  readonly from: Point;
  readonly to: Point;
  readonly zAtHouse: number;
  /** Feet down for each foot out from the house; negative where it rises. */
  readonly fall: number;
  /** Past this y the ground is level. */
  readonly levelFrom: number;
}

/** The ground's z at y feet out from the house. */
export const groundAt = (g: GroundSurface, y: number): number =>
  g.zAtHouse - g.fall * Math.min(Math.max(y, 0), g.levelFrom);

/** The house's wall along y = 0: from x0 to x1, from below the ground up past the floor. */
export interface HouseWall {
  readonly x0: number;
  readonly x1: number;
  readonly zBottom: number;
  readonly zTop: number;
}

export interface DeckModel {
  readonly members: readonly Member[];
  readonly ground: GroundSurface;
  readonly house: HouseWall;
  /** The decking chosen: the color the boards take. */
  readonly decking: Material;
  /** The members' extent, feet. */
  readonly min: Vec3;
  readonly max: Vec3;
}
