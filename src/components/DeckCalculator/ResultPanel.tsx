import React, {memo, useEffect, useRef, type RefObject} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import EstimateButton from '@site/src/components/EstimateButton';
import Icon from '@site/src/components/Icon';
import {describeDeck, formatUsd} from '@site/src/lib/deckEstimate';
import {materialsInclude, priceYear} from '@site/src/data/pricing';
import {listInWords} from '@site/src/lib/format';
import type {CopyState, Result} from './useDeckCalculator';
import EstimateBreakdown from './EstimateBreakdown';
import styles from './ResultPanel.module.css';

interface Props {
  id: string;
  result: Result | null;
  copyState: CopyState;
  panelRef: RefObject<HTMLElement | null>;
  onCopy: () => void;
}

/**
 * The estimate: the total (announced), the itemized breakdown, the disclaimer, and the next steps. Memoized: a
 * keystroke in the form leaves it as it is.
 */
export default memo(function ResultPanel({id, result, copyState, panelRef, onCopy}: Props): React.JSX.Element {
  const manualRef = useRef<HTMLInputElement>(null);
  // Copying failed: hand the visitor the link, focused and selected.
  useEffect(() => {
    if (copyState.status === 'manual') manualRef.current?.focus();
  }, [copyState]);

  return (
    <section ref={panelRef} className={styles.panel} aria-labelledby={`${id}-result-title`}>
      <Heading as="h2" id={`${id}-result-title`} className={styles.panelTitle}>
        Your estimate
      </Heading>

      {/* Announced to screen readers whenever a new result appears. */}
      <div aria-live="polite" aria-atomic="true" className={styles.live}>
        {result && (
          <div key={result.run}>
            <p className={styles.totalLabel}>Estimated total</p>
            <p className={styles.total} data-testid="deck-estimate-total">
              {formatUsd(result.estimate.total)}
            </p>
            <p className={styles.summary}>For {describeDeck(result.inputs)}.</p>
          </div>
        )}
      </div>

      {result ? (
        <>
          <EstimateBreakdown inputs={result.inputs} estimate={result.estimate} />

          <p className={styles.covers}>
            What this covers, in {priceYear} prices: materials ({listInWords([...materialsInclude])}), then labor,
            permits and the rest of the installation.
          </p>
          <p className={styles.disclaimer}>
            <Icon name="alert" size={18} className={styles.disclaimerIcon} />
            <span>
              This is a rough estimate for planning, not a quote. Your price depends on your lot, the deck's height and
              design, footings and permits; a free on-site visit gives you an exact number.
            </span>
          </p>

          <div className={styles.resultActions}>
            <EstimateButton size="lg" className={styles.wide}>
              Get Accurate Quote
            </EstimateButton>
            <button type="button" className={clsx('button button--on-dark button--lg', styles.wide)} onClick={onCopy}>
              <span>Copy link to this estimate</span>
            </button>
          </div>
          <div role="status" className={styles.copyStatus}>
            {copyState.status === 'copied' && (
              <>
                <Icon name="checkCircle" size={18} /> Link copied
              </>
            )}
            {copyState.status === 'manual' && (
              <span>Your browser blocked copying. Select the link below and copy it.</span>
            )}
          </div>
          {copyState.status === 'manual' && (
            <input
              className={styles.manualLink}
              type="text"
              readOnly
              value={copyState.url}
              aria-label="Link to this estimate"
              onFocus={(event) => event.currentTarget.select()}
              ref={manualRef}
            />
          )}
        </>
      ) : (
        <p className={styles.empty}>
          Enter your deck's size, choose a material and press <strong>Calculate Estimate</strong>. Your total and a
          line-by-line breakdown appear here, with a link you can share.
        </p>
      )}
    </section>
  );
});
