import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Icon from '@site/src/components/Icon';
import Hero, {HeroChip} from '@site/src/components/Hero';
import {BusinessJsonLd} from '@site/src/components/StructuredData';
import {cityState, zipLabel} from '@site/src/lib/businessFacts';
import {requireCity} from '../cities';

interface Props {
  /** Slug of the city in business.cities (the page's `city` front matter). */
  city: string;
  /** County or area line shown above the title. */
  eyebrow?: string;
  lead?: ReactNode;
}

/**
 * The hero of /service-areas/{city}: the page's h1 "Deck Builder in {City}, TN",
 * the ZIP range read from business.cities, and estimate + call buttons.
 */
export default function CityHero({city: slug, eyebrow, lead}: Props): React.JSX.Element {
  const city = requireCity(slug);
  return (
    <>
      {/* Service-area pages describe the business and where it works. */}
      <BusinessJsonLd />
      <Hero
        layout="panel"
        top={
          <Link to="/service-areas">
            <Icon name="chevronLeft" size={16} />
            All service areas
          </Link>
        }
        eyebrow={eyebrow}
        title={`Deck Builder in ${cityState(city)}`}
        meta={<HeroChip icon={<Icon name="pin" size={16} />}>{zipLabel(city)}</HeroChip>}
        lead={lead}
      />
    </>
  );
}
