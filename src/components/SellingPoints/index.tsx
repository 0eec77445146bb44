import React from 'react';
import FeatureGrid from '@site/src/components/FeatureGrid';
import {pickSellingPoints, type SellingPointId} from '@site/src/data/sellingPoints';

/** The business's claims as cards, worded once in src/data/sellingPoints.ts; MDX names them by id. */
export default function SellingPoints({
  items,
  columns = 3,
}: {
  items: readonly SellingPointId[];
  columns?: 2 | 3 | 4;
}): React.JSX.Element {
  return <FeatureGrid items={pickSellingPoints(...items)} columns={columns} />;
}
