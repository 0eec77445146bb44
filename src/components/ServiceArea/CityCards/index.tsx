import React from 'react';
import Link from '@docusaurus/Link';
import Card from '@site/src/components/Card';
import Icon from '@site/src/components/Icon';
import EstimateButton from '@site/src/components/EstimateButton';
import CallButton from '@site/src/components/CallButton';
import {business} from '@site/src/data/business';
import type {ServiceCity} from '@site/src/data/types';
import {cityState, zipLabel} from '@site/src/lib/businessFacts';
import {useCityPage} from '@site/src/lib/cityPages';
import styles from './styles.module.css';

interface Props {
  /** Defaults to every city in business.cities (the one list of cities). */
  cities?: readonly ServiceCity[];
  /** Heading level of each city name. */
  as?: 'h2' | 'h3';
}

/**
 * The city cards on /service-areas: name, state, ZIP range, a short
 * description, Get Quote (opens the estimate dialog), Call Now (tel:) and a
 * link to the city page once it is published. The first card (the home
 * city) is featured.
 */
export default function CityCards({cities = business.cities, as = 'h3'}: Props): React.JSX.Element {
  const cityPage = useCityPage();
  return (
    <ul className={styles.grid} aria-label="Cities we serve">
      {cities.map((city, i) => {
        const page = cityPage(city.slug);
        return (
          <Card
            as="li"
            key={city.slug}
            className={i === 0 ? styles.featured : undefined}
            size="lg"
            eyebrow={
              <>
                <Icon name="pin" size={16} />
                {zipLabel(city)}
              </>
            }
            title={cityState(city)}
            titleAs={as}>
            <p className={styles.blurb}>{city.blurb}</p>
            <div className={styles.actions}>
              <EstimateButton className={styles.button}>
                Get Quote<span className="sr-only"> for {city.name}</span>
              </EstimateButton>
              <CallButton label="Call Now" variant="outline" className={styles.button} />
            </div>
            {page && (
              <Link to={page} className={styles.more}>
                Decks in {city.name}
                <Icon name="arrowRight" size={18} />
              </Link>
            )}
          </Card>
        );
      })}
    </ul>
  );
}
