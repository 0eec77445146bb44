import React, {useCallback, useEffect, useId, useState} from 'react';
import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import {sourceLabels, testimonials as allTestimonials, type Testimonial} from '@site/src/data/testimonials';
import styles from './styles.module.css';

/** The carousel advances by one review this often (the replaced site's timing, kept: tests/seed.ts). */
export const ROTATE_INTERVAL_MS = 5000;
/** How many consecutive reviews make up the visible window at most (4 of 8; all of them when there are fewer). */
export const VISIBLE_COUNT = 4;

/** Indices of the reviews in the window that starts at `start`, wrapping past the end. */
export function windowIndices(start: number, total: number, size: number = VISIBLE_COUNT): number[] {
  const count = Math.min(size, total);
  return Array.from({length: count}, (_, i) => (start + i) % total);
}

/** Accessible name of the dot that jumps to the window starting at `start`, e.g. "Show reviews 1 to 4". */
export function windowLabel(start: number, total: number, size: number = VISIBLE_COUNT): string {
  const nums = windowIndices(start, total, size).map((i) => i + 1);
  if (nums.length === 1) return `Show review ${nums[0]}`;
  const consecutive = nums.every((n, i) => i === 0 || n === nums[i - 1] + 1);
  if (consecutive) return `Show reviews ${nums[0]} to ${nums[nums.length - 1]}`;
  return `Show reviews ${nums.slice(0, -1).join(', ')} and ${nums[nums.length - 1]}`;
}

function Stars({rating}: {rating: number}): React.JSX.Element {
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({length: 5}, (_, i) => (
        <Icon key={i} name="star" size={18} className={clsx(i >= rating && styles.starEmpty)} />
      ))}
    </span>
  );
}

interface Props {
  items?: readonly Testimonial[];
  intervalMs?: number;
  className?: string;
  /** Accessible name of the carousel region. */
  label?: string;
}

/** A review's paragraphs: the text as written, split at blank lines. */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * Review carousel: a window of min(4, n) consecutive reviews that moves on by
 * one every 5 seconds and wraps around, with one dot per starting review.
 * With four reviews or fewer all of them show at once, and there is nothing
 * to rotate or choose: no dots, no Pause. Rotation stops while the carousel
 * is hovered or holds keyboard focus, when the visitor presses Pause, and
 * never starts on its own when the visitor prefers reduced motion (they can
 * still press Play). Only when it is not rotating does the review list
 * announce changes (aria-live="polite"). Each review shows its own stars.
 */
export default function Testimonials({
  items = allTestimonials,
  intervalMs = ROTATE_INTERVAL_MS,
  className,
  label = 'Customer reviews',
}: Props): React.JSX.Element | null {
  const total = items.length;
  const [start, setStart] = useState(0);
  /** The visitor's choice (Pause/Play); starts off false under reduced motion. */
  const [playing, setPlaying] = useState(true);
  /** Set after hydration: the server render never rotates or reads window. */
  const [mounted, setMounted] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const slidesId = useId();

  useEffect(() => {
    const query =
      typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
    setPlaying(!query?.matches);
    setMounted(true);
    if (!query) return undefined;
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setPlaying(false);
    };
    if (typeof query.addEventListener === 'function') {
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    }
    query.addListener?.(onChange);
    return () => query.removeListener?.(onChange);
  }, []);

  /** More reviews than the window holds: the carousel rotates, and the dots choose a window. */
  const moves = total > VISIBLE_COUNT;
  const rotating = mounted && playing && !hovered && !focused && moves;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setTimeout(() => setStart((s) => (s + 1) % total), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, start, intervalMs, total]);

  const onFocus = useCallback((event: React.FocusEvent<HTMLDivElement>) => {
    // Focus on the Pause/Play button itself does not hold the carousel, so
    // pressing Play from the keyboard starts it again at once.
    const target = event.target as HTMLElement;
    setFocused(!target.hasAttribute('data-rotation-control'));
  }, []);
  const onBlur = useCallback((event: React.FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !event.currentTarget.contains(next)) setFocused(false);
  }, []);

  if (total === 0) return null;
  const visible = windowIndices(start, total);

  return (
    <div
      className={clsx(styles.carousel, className)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}>
      {moves && (
        <div className={styles.toolbar}>
          <button
            type="button"
            className={styles.rotation}
            data-rotation-control=""
            aria-controls={slidesId}
            onClick={() => setPlaying((p) => !p)}>
            <Icon name={playing ? 'pause' : 'play'} size={16} />
            <span>{playing ? 'Pause reviews' : 'Play reviews'}</span>
          </button>
        </div>
      )}

      <div
        id={slidesId}
        className={clsx(styles.slides, visible.length < VISIBLE_COUNT && styles.fewSlides)}
        // The grid has as many columns as reviews in the window (up to four on wide screens).
        style={{'--slides': visible.length} as React.CSSProperties}
        aria-live={rotating ? 'off' : 'polite'}>
        {visible.map((index, position) => {
          const t = items[index];
          return (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`Review ${index + 1} of ${total}`}
              data-position={position}
              className={styles.slide}>
              <figure className={styles.card}>
                <Stars rating={t.rating} />
                <blockquote className={styles.quote}>
                  {paragraphs(t.text).map((p, i) => (
                    <p key={i}>{p}</p>
                  ))}
                </blockquote>
                <figcaption className={styles.caption}>
                  <span className={styles.name}>{t.name}</span>
                  <span className={styles.source}>{sourceLabels[t.source]}</span>
                  {(t.location || t.project) && (
                    <span className={styles.meta}>{[t.location, t.project].filter(Boolean).join(' · ')}</span>
                  )}
                </figcaption>
              </figure>
            </div>
          );
        })}
      </div>

      {moves && (
        <div className={styles.dots} role="group" aria-label="Choose reviews">
          {items.map((_, i) => (
            <button
              key={i}
              type="button"
              className={clsx(styles.dot, i === start && styles.dotActive)}
              aria-label={windowLabel(i, total)}
              aria-current={i === start ? 'true' : undefined}
              aria-controls={slidesId}
              onClick={() => setStart(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
