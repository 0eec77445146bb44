import React from 'react';
import {
  formatRate,
  formatSize,
  formatUsd,
  materialPrices,
  type DeckEstimate,
  type DeckInputs,
} from '@site/src/lib/deckEstimate';
import {formula, installationCovers} from '@site/src/data/pricing';
import {listInWords} from '@site/src/lib/format';
import styles from './EstimateBreakdown.module.css';

/**
 * An estimate itemized as the calculator itemizes it: materials, railings, stairs, installation and the total.
 * The calculator's result and the deck planner's estimate both show it.
 */
export default function EstimateBreakdown({
  inputs,
  estimate,
}: {
  inputs: DeckInputs;
  estimate: DeckEstimate;
}): React.JSX.Element {
  return (
    <table className={styles.breakdown}>
      <caption className="sr-only">Estimate breakdown</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Cost</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">
            Materials
            <span className={styles.rowNote}>
              {formatSize(inputs.size)} of {materialPrices[inputs.material].label.toLowerCase()} at{' '}
              {formatRate(materialPrices[inputs.material].pricePerSqFt)}/sq ft
            </span>
          </th>
          <td>{formatUsd(estimate.materials)}</td>
        </tr>
        <tr>
          <th scope="row">
            Railings
            <span className={styles.rowNote}>
              {inputs.railings ? `${formula.railingsPercent}% of materials` : 'Not included'}
            </span>
          </th>
          <td>{formatUsd(estimate.railings)}</td>
        </tr>
        <tr>
          <th scope="row">
            Stairs
            <span className={styles.rowNote}>{inputs.stairs ? 'One flat-rate stair' : 'Not included'}</span>
          </th>
          <td>{formatUsd(estimate.stairs)}</td>
        </tr>
        <tr>
          <th scope="row">
            Installation
            <span className={styles.rowNote}>
              {formula.installedPercent - 100}% of the above: {listInWords([...installationCovers])}
            </span>
          </th>
          <td>{formatUsd(estimate.installation)}</td>
        </tr>
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td>{formatUsd(estimate.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
