/**
 * What the planner shows below the fold, in a chunk of its own: the takeoff in words and the order list, and the
 * still 3D picture that prints with them; the list and the picture go with a plan sent. index.tsx asks for it as it nears the screen,
 * at the visitor's first touch of the form and before printing: a first look at the planner does not pay for it.
 */
import OrderSection from './OrderSection';
import Takeoff from './Takeoff';
import Picture, {pictureSvg, pictureUrl} from './Deck3D/Picture';
import {orderLines, orderList} from '@site/src/lib/deckPlan/order';
import type {Plan} from '@site/src/lib/deckPlan';

/** The order list in lines, as a plan sent with an estimate request carries it. */
const orderText = (plan: Plan): string[] => orderLines(orderList(plan));

export default {Takeoff, OrderSection, Picture, pictureSvg, pictureUrl, orderText};
