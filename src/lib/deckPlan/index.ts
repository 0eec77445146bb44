/**
 * The deck planner: a deck's dimensions and the ground under it in, every figure of its frame and the calculator's
 * own price out. Pure functions, no React. Its takeoff in words (./takeoff) and its order list (./order) are
 * imported from their own modules, by what shows them below the fold.
 */
export {describePlan, describeSection} from './describe';
export {MAX_FEET, formatDimensions, formatFeet, formatInches, formatLength, parseFeet} from './feet';
export {planDeck} from './plan';
export {PLANNED_TREAD_IN, STAIR_POST_IN, maxPlannedRiserIn, stairCounts, throatIn} from './stairs';
export {LEVEL_RISER_IN, MAX_STEPS_DOWN} from './levels';
export {chooseBeam, chooseJoist, footingCell, postSpacing, MAX_POST_SPACING_FT} from './framing';
export {BOARD_GAP_IN, BOARD_WIDTH_IN, STOCK_FT, WASTE} from './decking';
export {openSides, sideNames} from './sides';
export type * from './types';
export {defaultPlanForm, planFormFrom, planInput, planQuery, type PlanForm, type SecondSide} from './form';
