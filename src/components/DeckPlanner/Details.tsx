/**
 * What the planner shows below the fold, in a chunk of its own: the takeoff in words and the order list. index.tsx
 * asks for it as it nears the screen, at the visitor's first touch of the form and before printing: a first look at
 * the planner does not pay for it.
 */
import OrderSection from './OrderSection';
import Takeoff from './Takeoff';

export default {Takeoff, OrderSection};
