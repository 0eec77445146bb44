/**
 * The deck planner: a rectangular deck's dimensions in, a framing takeoff out, every figure with the
 * table or code section it rests on, and the calculator's own price. Pure functions, no React.
 */
export {describePlan, describeSection} from './describe';
export {MAX_FEET, formatDimensions, formatFeet, formatInches, formatLength, parseFeet} from './feet';
export {planDeck} from './plan';
export {PLANNED_TREAD_IN, STAIR_POST_IN, maxPlannedRiserIn, stairCounts, throatIn} from './stairs';
export {LEVEL_RISER_IN, MAX_STEPS_DOWN} from './levels';
export {READ_EDITION} from './place';
export {chooseBeam, chooseJoist, footingCell, postSpacing, MAX_POST_SPACING_FT} from './framing';
export {BOARD_GAP_IN, BOARD_WIDTH_IN, STOCK_FT, WASTE} from './decking';
export {openSides, sideNames} from './validate';
export type * from './types';
export {defaultPlanForm, planFormFrom, planInput, planQuery, type PlanForm, type SecondSide} from './form';
