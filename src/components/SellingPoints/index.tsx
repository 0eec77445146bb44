import React from 'react';
import FeatureGrid from '@site/src/components/FeatureGrid';
import type {SellingPointsCopy} from '@site/src/data/pageSchema';
import {pickSellingPoints} from '@site/src/lib/sellingPoints';
import words from '@site/src/data/copy/pages/selling-points.json';

/** The business's claims as cards, worded once in /admin → Site pages → Selling points; MDX names them by key. */
export default function SellingPoints({
  items,
  columns = 3,
}: {
  items: readonly string[];
  columns?: 2 | 3 | 4;
}): React.JSX.Element {
  return <FeatureGrid items={pickSellingPoints(items, (words as SellingPointsCopy).points)} columns={columns} />;
}
