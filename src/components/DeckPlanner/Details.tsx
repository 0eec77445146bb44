/**
 * What the planner shows below the fold, in a chunk of its own: the takeoff and the order list, with the order list
 * as text for an estimate request. index.tsx asks for it as it nears the screen, at the visitor's first touch of the
 * form, before printing and before a plan is sent; a first look at the planner does not pay for it.
 */
import OrderSection from './OrderSection';
import Takeoff from './Takeoff';

export default {Takeoff, OrderSection, orderLines: OrderSection.lines};
