/**
 * The review carousel over any number of reviews and any ratings: a window of
 * min(4, n) that advances by one every 5 s and wraps, one dot per starting
 * review (none when every review fits), pause on hover, focus and the
 * button, and no motion under reduced motion. The reviews are made here
 * (reviews(n)), so the owner's own reviews never change what these prove.
 * The replaced site's eight run through the same code in tests/unit/seed.test.tsx.
 */
import React from 'react';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import Testimonials, {
  ROTATE_INTERVAL_MS,
  VISIBLE_COUNT,
  paragraphs,
  windowLabel,
} from '@site/src/components/Testimonials';
import {sourceLabels, type StarRating, type Testimonial} from '@site/src/data/testimonials';
import {timings} from '../seed';
import {mockMatchMedia} from '../helpers/matchMedia';

/** n reviews named "Reviewer 1" ..., rated 5, 4, 3, 2, 1, 5 ... in turn, from Google. */
const reviews = (n: number): Testimonial[] =>
  Array.from({length: n}, (_, i) => ({
    name: `Reviewer ${i + 1}`,
    rating: (5 - (i % 5)) as StarRating,
    source: 'google',
    text: `Review number ${i + 1}: the crew was on time and the deck came out as drawn.`,
  }));

/** The numbers of the reviewers in the window, in order. */
function visible(): number[] {
  return screen
    .queryAllByRole('group', {name: /^Review \d+ of \d+$/})
    .map((slide) => Number(/Reviewer (\d+)/.exec(slide.textContent ?? '')?.[1]));
}

const region = () => screen.getByRole('region', {name: 'Customer reviews'});
const dots = () => within(screen.getByRole('group', {name: 'Choose reviews'})).getAllByRole('button');

function tick(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  mockMatchMedia(false);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Testimonials carousel', () => {
  test("keeps the replaced site's timing and window", () => {
    expect(ROTATE_INTERVAL_MS).toBe(timings.carouselMs);
    expect(VISIBLE_COUNT).toBe(timings.reviewsShown);
  });

  test.each([1, 2, 4])('with %i review(s), shows them all at once, with nothing to rotate or choose', (n) => {
    render(<Testimonials items={reviews(n)} />);
    expect(visible()).toEqual(reviews(n).map((_, i) => i + 1));
    expect(screen.queryByRole('group', {name: 'Choose reviews'})).not.toBeInTheDocument();
    expect(screen.queryByRole('button', {name: /Pause reviews|Play reviews/})).not.toBeInTheDocument();
    tick(ROTATE_INTERVAL_MS * 3);
    expect(visible()).toEqual(reviews(n).map((_, i) => i + 1));
  });

  test.each([5, 10, 40])('shows a window of 4 of %i reviews, with a dot for each review', (n) => {
    render(<Testimonials items={reviews(n)} />);
    expect(visible()).toEqual([1, 2, 3, 4]);
    expect(dots()).toHaveLength(n);
    expect(dots()[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('group', {name: `Review 1 of ${n}`})).toBeInTheDocument();
  });

  test('each review shows its own stars, 1 to 5', () => {
    render(<Testimonials items={reviews(4)} />);
    for (const [i, review] of reviews(4).entries()) {
      const slide = screen.getByRole('group', {name: `Review ${i + 1} of 4`});
      expect(within(slide).getByRole('img', {name: `Rated ${review.rating} out of 5`})).toBeInTheDocument();
    }
    render(<Testimonials items={reviews(5).slice(4)} />);
    expect(screen.getByRole('img', {name: 'Rated 1 out of 5'})).toBeInTheDocument();
  });

  test('shows each review as written, paragraph by paragraph, with its source', () => {
    const text = 'First paragraph, as the customer wrote it.\n\nSecond one, boards on back order and all.';
    render(<Testimonials items={[{...reviews(1)[0], text, source: 'direct'}]} />);
    const quote = screen.getByRole('group', {name: 'Review 1 of 1'}).querySelector('blockquote')!;
    expect(Array.from(quote.querySelectorAll('p'), (p) => p.textContent)).toEqual(paragraphs(text));
    expect(paragraphs(text)).toHaveLength(2);
    expect(screen.getByText(sourceLabels.direct)).toBeInTheDocument();
  });

  test('advances by exactly one review at 5000 ms, not before, and wraps around', () => {
    render(<Testimonials items={reviews(10)} />);
    tick(ROTATE_INTERVAL_MS - 1);
    expect(visible()).toEqual([1, 2, 3, 4]);
    tick(1);
    expect(visible()).toEqual([2, 3, 4, 5]);
    // One rotation at a time: each step re-renders and schedules the next.
    for (let i = 0; i < 7; i += 1) tick(ROTATE_INTERVAL_MS);
    expect(visible()).toEqual([9, 10, 1, 2]);
    tick(ROTATE_INTERVAL_MS);
    expect(visible()).toEqual([10, 1, 2, 3]);
    tick(ROTATE_INTERVAL_MS);
    expect(visible()).toEqual([1, 2, 3, 4]);
  });

  test('dot buttons jump to a window and mark the current one', () => {
    render(<Testimonials items={reviews(10)} />);
    expect(dots()[0]).toHaveAccessibleName('Show reviews 1 to 4');
    fireEvent.click(screen.getByRole('button', {name: 'Show reviews 5 to 8'}));
    expect(visible()).toEqual([5, 6, 7, 8]);
    expect(dots()[4]).toHaveAttribute('aria-current', 'true');
    expect(dots()[0]).not.toHaveAttribute('aria-current');
    fireEvent.click(screen.getByRole('button', {name: 'Show reviews 9, 10, 1 and 2'}));
    expect(visible()).toEqual([9, 10, 1, 2]);
  });

  test('labels windows by their review numbers, wrapped or not', () => {
    expect(windowLabel(0, 8)).toBe('Show reviews 1 to 4');
    expect(windowLabel(6, 8)).toBe('Show reviews 7, 8, 1 and 2');
    expect(windowLabel(38, 40)).toBe('Show reviews 39, 40, 1 and 2');
    expect(windowLabel(0, 1)).toBe('Show review 1');
  });

  test('the pause button stops the rotation and play resumes it', () => {
    render(<Testimonials items={reviews(6)} />);
    fireEvent.click(screen.getByRole('button', {name: 'Pause reviews'}));
    tick(ROTATE_INTERVAL_MS * 4);
    expect(visible()).toEqual([1, 2, 3, 4]);
    fireEvent.click(screen.getByRole('button', {name: 'Play reviews'}));
    tick(ROTATE_INTERVAL_MS);
    expect(visible()).toEqual([2, 3, 4, 5]);
  });

  test('hovering pauses the rotation; leaving resumes it', () => {
    render(<Testimonials items={reviews(6)} />);
    fireEvent.mouseEnter(region());
    tick(ROTATE_INTERVAL_MS * 3);
    expect(visible()).toEqual([1, 2, 3, 4]);
    fireEvent.mouseLeave(region());
    tick(ROTATE_INTERVAL_MS);
    expect(visible()).toEqual([2, 3, 4, 5]);
  });

  test('keyboard focus inside the carousel pauses the rotation', () => {
    render(<Testimonials items={reviews(6)} />);
    act(() => screen.getByRole('button', {name: 'Show reviews 3 to 6'}).focus());
    tick(ROTATE_INTERVAL_MS * 3);
    expect(visible()).toEqual([1, 2, 3, 4]);
    act(() => screen.getByRole('button', {name: 'Show reviews 3 to 6'}).blur());
    tick(ROTATE_INTERVAL_MS);
    expect(visible()).toEqual([2, 3, 4, 5]);
  });

  test('never moves on its own when the visitor prefers reduced motion', () => {
    mockMatchMedia(true);
    render(<Testimonials items={reviews(6)} />);
    tick(ROTATE_INTERVAL_MS * 6);
    expect(visible()).toEqual([1, 2, 3, 4]);
    expect(screen.getByRole('button', {name: 'Play reviews'})).toBeInTheDocument();
    expect(document.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  test('aria-live is off while rotating and polite when paused', () => {
    render(<Testimonials items={reviews(6)} />);
    const live = () => document.querySelector('[aria-live]');
    expect(live()).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', {name: 'Pause reviews'}));
    expect(live()).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', {name: 'Play reviews'}));
    expect(live()).toHaveAttribute('aria-live', 'off');
    fireEvent.mouseEnter(region());
    expect(live()).toHaveAttribute('aria-live', 'polite');
  });

  test('renders nothing without reviews', () => {
    const {container} = render(<Testimonials items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
