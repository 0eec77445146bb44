import React from 'react';
import clsx from 'clsx';
import Card, {CardText} from '@site/src/components/Card';
import CheckList from '@site/src/components/CheckList';
import Icon from '@site/src/components/Icon';
import ScrollTable from '@site/src/components/ContentBlocks/ScrollTable';
import type {Brand, ComparisonSide, IconName, TableSection} from '@site/src/data/types';
import styles from './styles.module.css';
import Price from '@site/src/components/Price';

const moodIcon: Record<ComparisonSide['mood'], IconName> = {
  positive: 'checkCircle',
  caution: 'alert',
  neutral: 'arrowRight',
};

/** Two cards side by side (before/after, repair/replace); each point marked by the side's mood, in shape as well as color. */
export function Comparison({sides}: {sides: readonly ComparisonSide[]}): React.JSX.Element {
  return (
    <div className={styles.comparison}>
      {sides.map((side) => (
        <Card key={side.title} title={side.title} size="lg" className={clsx(styles.side, styles[side.mood])}>
          {side.summary && <CardText>{side.summary}</CardText>}
          <ul className={styles.sideList}>
            {side.points.map((point) => (
              <li key={point}>
                <Icon name={moodIcon[side.mood]} size={18} className={styles.sideIcon} />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}

/** A small data table with its caption, column headers and row headers; it scrolls sideways on a phone. */
export function DataTable({section}: {section: TableSection}): React.JSX.Element {
  return (
    <div className={styles.table}>
      <ScrollTable label={section.caption}>
        <table>
          <thead>
            <tr>
              {section.columns.map((col) => (
                <th key={col} scope="col">
                  {col}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, i) => (
                  <td key={`${row.label}-${i}`}>
                    {typeof cell === 'string' ? cell : <Price family={cell.price} installed={cell.installed} />}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </div>
  );
}

/** A card per brand: what it is, its features and its warranty as the maker words it. */
export function Brands({brands}: {brands: readonly Brand[]}): React.JSX.Element {
  return (
    <ul className={styles.brands}>
      {brands.map((brand) => (
        <Card as="li" key={brand.name} title={brand.name} size="lg" className={styles.brand}>
          <CardText>{brand.summary}</CardText>
          <CheckList items={brand.features} className={styles.brandFeatures} />
          <p className={styles.warranty}>
            <Icon name="shield" size={18} className={styles.warrantyIcon} />
            <span>
              <strong>Warranty: </strong>
              {brand.warranty}
            </span>
          </p>
        </Card>
      ))}
    </ul>
  );
}
