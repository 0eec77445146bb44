import React from 'react';
import Link from '@docusaurus/Link';
import type {PriceFamily} from '@site/src/data/pricing';
import {priceRangeText, priceStoryText} from '@site/src/lib/priceText';

/**
 * A price per square foot from the site's one price story (src/data/pricing.ts),
 * in a sentence: <Price family="composite" /> is "$30-45 per sq ft";
 * <Price family="composite" installed /> is "$45-68 per sq ft".
 */
export default function Price({
  family,
  installed = false,
}: {
  family: PriceFamily;
  installed?: boolean;
}): React.JSX.Element {
  return <>{priceRangeText(family, installed ? 'installed' : 'materials')}</>;
}

/** What a price per square foot on this site means, how it becomes an installed price, and where to try it. */
export function PriceStory(): React.JSX.Element {
  return (
    <>
      {priceStoryText()} The <Link to="/resources/calculator">deck cost calculator</Link> works the same way.
    </>
  );
}
