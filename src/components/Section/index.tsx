import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import SectionHeader from '@site/src/components/SectionHeader';

interface Props {
  /**
   * The section's anchor; its heading gets the id `${id}-title`, which labels the section.
   * Lead events name their source after it (src/lib/leadEvents.ts): keep it when a section moves.
   */
  id: string;
  /** The section's name when it has no heading (an aria-label): a band around one tool or a list of cards. */
  label?: string;
  eyebrow?: string;
  /** Left out when a panel inside carries the section's heading (with the id `${id}-title`). */
  title?: ReactNode;
  intro?: ReactNode;
  /** The band's background: the page's sand (default), cream, white or the dark evergreen. */
  tone?: 'sand' | 'cream' | 'white' | 'evergreen';
  align?: 'center' | 'start';
  /** `reading`: a column of text at a comfortable line length, heading aligned with it. */
  width?: 'content' | 'reading';
  /** Continues the section before it (same band): no space of its own above. */
  joined?: boolean;
  /** Links to other pages, not this page's content: the site search leaves it out. */
  notSearched?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * Every page section: a full-width band, the content container, and the
 * heading (eyebrow, title, intro) that labels it for screen readers.
 */
export default function Section({
  id,
  label,
  eyebrow,
  title,
  intro,
  tone = 'sand',
  align,
  width = 'content',
  joined = false,
  notSearched,
  className,
  children,
}: Props): React.JSX.Element {
  return (
    <section
      id={id}
      className={clsx(
        'section',
        tone !== 'sand' && `section--${tone}`,
        width === 'reading' && 'section--reading',
        joined && 'section--joined',
        className,
      )}
      aria-label={label}
      aria-labelledby={label ? undefined : `${id}-title`}
      data-search-skip={notSearched || undefined}>
      <div className="container">
        {title !== undefined && (
          <SectionHeader
            id={`${id}-title`}
            eyebrow={eyebrow}
            title={title}
            intro={intro}
            align={align ?? (width === 'reading' ? 'start' : 'center')}
          />
        )}
        {children}
      </div>
    </section>
  );
}
