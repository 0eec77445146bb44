import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import SectionHeader from '@site/src/components/SectionHeader';

interface Props {
  /** Names the section: its heading gets the id `${id}-title`, which labels the section. */
  id: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  /** The band's background: the page's sand (default), cream, white or the dark evergreen. */
  tone?: 'sand' | 'cream' | 'white' | 'evergreen';
  align?: 'center' | 'start';
  className?: string;
  children: ReactNode;
}

/**
 * Every page section: a full-width band, the content container, and the
 * heading (eyebrow, title, intro) that labels it for screen readers.
 */
export default function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'sand',
  align,
  className,
  children,
}: Props): React.JSX.Element {
  return (
    <section
      className={clsx('section', tone !== 'sand' && `section--${tone}`, className)}
      aria-labelledby={`${id}-title`}>
      <div className="container">
        <SectionHeader id={`${id}-title`} eyebrow={eyebrow} title={title} intro={intro} align={align} />
        {children}
      </div>
    </section>
  );
}
