/**
 * The house where the deck meets it: whether its wall can take a ledger, and how deep its own footing bears, which
 * is where the deck's footings near it must bear too. A homeowner rarely knows either, so "not sure" plans the
 * careful way: no ledger, and a basement's footing.
 */
import type {DeckPlanInput, HouseFoundation, HouseInput, HouseLine} from './types';

/** What a plan assumes when the form says nothing of the house: siding over a band joist, a foundation not known. */
export const defaultHouse: HouseInput = {wall: 'siding', foundation: 'unsure'};

/**
 * How far below the ground at the wall the house's footing bears. Practice, not a code figure: a basement's footing
 * sits under its floor, about 8 ft down; a crawl space's or a slab's near the frost line, which we take as 2 ft. The
 * site visit measures it.
 */
export const houseFootingDepthIn: Readonly<Record<HouseFoundation, number>> = {
  basement: 96,
  shallow: 24,
  unsure: 96,
};

/**
 * Practice: a freestanding level's house-side beam stands this far off the wall, the joists cantilevered back to it,
 * so its posts and footings clear the wall and the house's own footing, which juts out past it.
 */
export const BEAM_OFF_WALL_IN = 24;
/** The least we set it off: the pier under the post base, 12 in across, clears the wall. */
export const MIN_BEAM_OFF_WALL_IN = 8;

export const houseOf = (input: DeckPlanInput): HouseInput => input.house ?? defaultHouse;

/** A ledger bolts only to a band joist behind siding: veneer, or a wall nobody has looked at, means freestanding. */
export const ledgerAllowed = (house: HouseInput): boolean => house.wall === 'siding';

/** The plan's input as it is built: a ledger asked for on a wall that cannot take one becomes freestanding. */
export function asBuilt(input: DeckPlanInput): DeckPlanInput {
  const house = houseOf(input);
  return input.attachment === 'ledger' && !ledgerAllowed(house) ? {...input, attachment: 'freestanding'} : input;
}

export function houseLine(input: DeckPlanInput): HouseLine {
  const house = houseOf(input);
  return {
    ...house,
    ledgerRefused: input.attachment === 'ledger' && !ledgerAllowed(house),
    footingDepthIn: houseFootingDepthIn[house.foundation],
  };
}
