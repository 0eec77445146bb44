import React, {useId} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import EstimateButton from '@site/src/components/EstimateButton';
import Icon from '@site/src/components/Icon';
import InputsForm from './InputsForm';
import ResultPanel from './ResultPanel';
import {useDeckCalculator} from './useDeckCalculator';
import styles from './styles.module.css';

/**
 * The Deck Cost Calculator: the form, a result that changes only when
 * Calculate is pressed, an itemized breakdown, and a shareable link
 * (behavior in useDeckCalculator, the formula in src/lib/deckEstimate).
 */
export default function DeckCalculator(): React.JSX.Element {
  const id = useId();
  const {inputs, set, result, copyState, panelRef, onSubmit, onCopy} = useDeckCalculator();
  return (
    <div className={styles.calculator}>
      <div className={styles.layout}>
        <InputsForm id={id} inputs={inputs} set={set} onSubmit={onSubmit} />
        <ResultPanel id={id} result={result} copyState={copyState} panelRef={panelRef} onCopy={onCopy} />
      </div>

      <div className={styles.help}>
        <div>
          <Heading as="h2" className={styles.helpTitle}>
            Want an exact price?
          </Heading>
          <p className={styles.helpText}>
            A designer measures your yard, checks the slope and soil, and prices the deck you actually want, at no cost
            to you.
          </p>
        </div>
        <div className={styles.helpActions}>
          <EstimateButton size="lg">Get Free Consultation</EstimateButton>
          <Link to="/gallery" className="button button--primary button--outline button--lg">
            <Icon name="image" size={18} className="button__icon" />
            <span>View Our Work</span>
          </Link>
        </div>
      </div>
    </div>
  );
}
