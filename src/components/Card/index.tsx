import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import type {IconName} from '@site/src/data/types';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import styles from './styles.module.css';

export interface CardProps {
  title: ReactNode;
  /** h3 under a section's h2 (default). */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** The title's id, for an element that the card's title names (an aside's aria-labelledby). */
  titleId?: string;
  /** Where the card leads: the whole card is the link's hit area. */
  href?: string;
  /** With href: a "Learn more" style line that is the link (the title stays plain text). */
  more?: string;
  icon?: IconName;
  /** A short label over the title: a category, a ZIP code. */
  eyebrow?: ReactNode;
  /**
   * An illustration or photo across the top, at 3:2 (a card's class can set
   * `--card-image-ratio`). `from` and `priority` as for ResponsiveImage.
   */
  image?: {src: string; alt: string; sizes: string; from?: string; priority?: boolean};
  /** Taller padding and a larger title, for cards that stand alone. */
  size?: 'md' | 'lg';
  /** A bar along the top: cedar for the cards to read first, evergreen to tell two kinds apart. */
  accent?: 'cedar' | 'evergreen';
  /** `aside` is labeled by its title (give titleId). */
  as?: 'li' | 'article' | 'aside' | 'div';
  className?: string;
  children?: ReactNode;
}

/**
 * Every card on the site: a white surface with an optional illustration,
 * icon, title, text and link. Built on Infima's card (themed in custom.css).
 */
export default function Card({
  title,
  titleAs = 'h3',
  titleId,
  href,
  more,
  icon,
  eyebrow,
  image,
  size = 'md',
  accent,
  as: Tag = 'div',
  className,
  children,
}: CardProps): React.JSX.Element {
  const titleLink = href && !more;
  return (
    <Tag
      className={clsx(
        'card',
        styles.card,
        size === 'lg' && styles.lg,
        accent && styles[accent],
        href && styles.linked,
        className,
      )}
      aria-labelledby={Tag === 'aside' ? titleId : undefined}>
      {image && (
        <div className="card__image">
          <ResponsiveImage {...image} className={styles.image} />
        </div>
      )}
      <div className={clsx('card__body', styles.body, titleLink && styles.withArrow)}>
        {icon && (
          <span className={clsx(styles.icon, image && styles.iconOnImage)}>
            <Icon name={icon} size={24} />
          </span>
        )}
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading as={titleAs} id={titleId} className={styles.title}>
          {titleLink ? (
            <Link to={href} className={styles.link}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {children}
        {href && more && (
          <Link to={href} className={clsx(styles.link, styles.more)}>
            {more}
            <span className="sr-only"> about {title}</span>
            <Icon name="arrowRight" size={16} />
          </Link>
        )}
      </div>
      {titleLink && <Icon name="arrowRight" size={20} className={styles.arrow} />}
    </Tag>
  );
}

/** The muted paragraph most cards carry. */
export function CardText({children}: {children: ReactNode}): React.JSX.Element {
  return <p className={styles.text}>{children}</p>;
}
