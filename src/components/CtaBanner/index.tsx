import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import EstimateButton from '@site/src/components/EstimateButton';
import CallButton from '@site/src/components/CallButton';
import type {DialogVariant} from '@site/src/data/types';
import styles from './styles.module.css';

interface Props {
  title: ReactNode;
  text?: ReactNode;
  estimateLabel?: string;
  /** The call button's label; null leaves it out (when the text already has the number). */
  callLabel?: string | null;
  dialog?: DialogVariant;
  /**
   * `band`: the closing banner of a page, full width;
   * `inline`: inside a reading column (a guide, a post), text above the buttons.
   */
  layout?: 'band' | 'inline';
  /** Evergreen (default), or the quiet mist of a post's closing note. */
  tone?: 'evergreen' | 'mist';
  /** A post's closing note is complementary to the article. */
  as?: 'section' | 'aside';
  /** Buttons that replace the default ones (estimate and call); in MDX, write them inside the tag. */
  children?: ReactNode;
}

/** The closing call to action of every page: a free estimate and a call, or the buttons given. */
export default function CtaBanner({
  title,
  text,
  estimateLabel = 'Get Free Estimate',
  callLabel = 'Call Now',
  dialog = 'estimate',
  layout = 'band',
  tone = 'evergreen',
  as: Tag = 'section',
  children,
}: Props): React.JSX.Element {
  const titleId = useId();
  const dark = tone === 'evergreen';
  return (
    <Tag className={styles[layout]} aria-labelledby={titleId} data-lead-area="cta-banner">
      <div className={clsx(styles.banner, styles[tone])}>
        <div>
          <Heading as="h2" id={titleId} className={styles.title}>
            {title}
          </Heading>
          {text && <p className={styles.text}>{text}</p>}
        </div>
        <div className={styles.actions}>
          {children ?? (
            <>
              <EstimateButton size="lg" dialog={dialog}>
                {estimateLabel}
              </EstimateButton>
              {callLabel !== null && <CallButton label={callLabel} variant={dark ? 'on-dark' : 'outline'} size="lg" />}
            </>
          )}
        </div>
      </div>
    </Tag>
  );
}

/** The banner that ends every list of posts: the blog's pages and each category's. */
export function PostListCta(): React.JSX.Element {
  return (
    <CtaBanner
      title="Planning a deck of your own?"
      text="Talk through your ideas with a designer and get a free, written estimate."
    />
  );
}
