import React from 'react';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import Testimonials, {ROTATE_INTERVAL_MS, VISIBLE_COUNT, windowLabel} from '@site/src/components/Testimonials';
import {testimonials} from '@site/src/data/testimonials';
import * as seed from '../seed';

function mockMatchMedia(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      addListener: jest.fn(),
      removeListener: jest.fn(),
      dispatchEvent: jest.fn(),
    }),
  });
}

/** Names of the reviewers currently in the window, in order. */
function visibleNames(): string[] {
  const slides = screen.getAllByRole('group', {name: /^Review \d of 8$/});
  return slides.map((slide) => {
    const name = testimonials.find((t) => within(slide).queryByText(t.name));
    return name ? name.name : '?';
  });
}

const names = (...numbers: number[]) => numbers.map((n) => testimonials[n - 1].name);

function region() {
  return screen.getByRole('region', {name: 'Customer reviews'});
}

function liveRegion(): HTMLElement {
  const slide = screen.getAllByRole('group', {name: /^Review \d of 8$/})[0];
  const live = slide.closest('[aria-live]');
  if (!live) throw new Error('no aria-live container');
  return live as HTMLElement;
}

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
  test("keeps the seed's timing and window", () => {
    expect(ROTATE_INTERVAL_MS).toBe(seed.timings.carouselMs);
    expect(VISIBLE_COUNT).toBe(seed.timings.reviewsShown);
    expect(testimonials).toHaveLength(seed.timings.reviews);
  });

  test('shows 4 of the 8 reviews, each rated 5 out of 5', () => {
    render(<Testimonials />);
    expect(visibleNames()).toEqual(names(1, 2, 3, 4));
    expect(screen.getAllByRole('img', {name: 'Rated 5 out of 5'})).toHaveLength(4);
    expect(screen.queryByText(testimonials[4].name)).not.toBeInTheDocument();
  });

  test('advances by exactly one review at 5000 ms, not before', () => {
    render(<Testimonials />);
    tick(4999);
    expect(visibleNames()).toEqual(names(1, 2, 3, 4));
    tick(1);
    expect(visibleNames()).toEqual(names(2, 3, 4, 5));
    tick(5000);
    expect(visibleNames()).toEqual(names(3, 4, 5, 6));
  });

  test('wraps around: from start 7 it shows reviews 8, 1, 2, 3 and then 1 to 4', () => {
    render(<Testimonials />);
    // One rotation at a time: each step re-renders and schedules the next.
    for (let i = 0; i < 7; i += 1) tick(5000);
    expect(visibleNames()).toEqual(names(8, 1, 2, 3));
    tick(5000);
    expect(visibleNames()).toEqual(names(1, 2, 3, 4));
  });

  test('dot buttons jump to a set of four and mark the current one', () => {
    render(<Testimonials />);
    const dots = within(screen.getByRole('group', {name: 'Choose reviews'})).getAllByRole('button');
    expect(dots).toHaveLength(8);
    expect(dots[0]).toHaveAccessibleName('Show reviews 1 to 4');
    expect(dots[0]).toHaveAttribute('aria-current', 'true');

    fireEvent.click(screen.getByRole('button', {name: 'Show reviews 5 to 8'}));
    expect(visibleNames()).toEqual(names(5, 6, 7, 8));
    expect(screen.getByRole('button', {name: 'Show reviews 5 to 8'})).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');

    fireEvent.click(screen.getByRole('button', {name: 'Show reviews 8, 1, 2 and 3'}));
    expect(visibleNames()).toEqual(names(8, 1, 2, 3));
  });

  test('labels wrapped windows by their review numbers', () => {
    expect(windowLabel(0, 8)).toBe('Show reviews 1 to 4');
    expect(windowLabel(4, 8)).toBe('Show reviews 5 to 8');
    expect(windowLabel(6, 8)).toBe('Show reviews 7, 8, 1 and 2');
  });

  test('the pause button stops the rotation and play resumes it', () => {
    render(<Testimonials />);
    fireEvent.click(screen.getByRole('button', {name: 'Pause reviews'}));
    tick(20000);
    expect(visibleNames()).toEqual(names(1, 2, 3, 4));

    fireEvent.click(screen.getByRole('button', {name: 'Play reviews'}));
    expect(screen.getByRole('button', {name: 'Pause reviews'})).toBeInTheDocument();
    tick(5000);
    expect(visibleNames()).toEqual(names(2, 3, 4, 5));
  });

  test('hovering pauses the rotation; leaving resumes it', () => {
    render(<Testimonials />);
    fireEvent.mouseEnter(region());
    tick(15000);
    expect(visibleNames()).toEqual(names(1, 2, 3, 4));
    fireEvent.mouseLeave(region());
    tick(5000);
    expect(visibleNames()).toEqual(names(2, 3, 4, 5));
  });

  test('keyboard focus inside the carousel pauses the rotation', () => {
    render(<Testimonials />);
    act(() => screen.getByRole('button', {name: 'Show reviews 3 to 6'}).focus());
    tick(15000);
    expect(visibleNames()).toEqual(names(1, 2, 3, 4));
    act(() => screen.getByRole('button', {name: 'Show reviews 3 to 6'}).blur());
    tick(5000);
    expect(visibleNames()).toEqual(names(2, 3, 4, 5));
  });

  test('never moves on its own when the visitor prefers reduced motion', () => {
    mockMatchMedia(true);
    render(<Testimonials />);
    tick(30000);
    expect(visibleNames()).toEqual(names(1, 2, 3, 4));
    expect(screen.getByRole('button', {name: 'Play reviews'})).toBeInTheDocument();
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
  });

  test('aria-live is off while rotating and polite when paused', () => {
    render(<Testimonials />);
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', {name: 'Pause reviews'}));
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', {name: 'Play reviews'}));
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');
    fireEvent.mouseEnter(region());
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
  });
});
