import React, {type ReactNode} from 'react';
import Icon from '@site/src/components/Icon';
import Hero, {HeroChip} from '@site/src/components/Hero';
import {BusinessJsonLd} from '@site/src/components/StructuredData';
import {business} from '@site/src/data/business';
import {hoursText} from '@site/src/lib/businessFacts';

/** The hero of /service-areas: the page's h1, the region we serve and our hours. */
export default function AreasHero({
  title,
  eyebrow,
  lead,
}: {
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
}): React.JSX.Element {
  return (
    <>
      <BusinessJsonLd />
      <Hero
        layout="panel"
        eyebrow={eyebrow}
        title={title}
        meta={
          <>
            <HeroChip icon={<Icon name="pin" size={16} />}>
              {`${business.cities.length} ${business.cities.length === 1 ? 'city' : 'cities'} in ${business.serviceRegion}`}
            </HeroChip>
            <HeroChip icon={<Icon name="clock" size={16} />}>{hoursText()}</HeroChip>
          </>
        }
        lead={lead}
      />
    </>
  );
}
