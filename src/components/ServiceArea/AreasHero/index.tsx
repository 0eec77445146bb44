import React, {type ReactNode} from 'react';
import Icon from '@site/src/components/Icon';
import {business} from '@site/src/data/business';
import Banner, {BannerChip} from '../Banner';

/** Hero for /service-areas: the page's h1 and the region we serve. */
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
    <Banner
      eyebrow={eyebrow}
      title={title}
      meta={
        <>
          <BannerChip
            icon={
              <Icon name="pin" size={16} />
            }>{`${business.cities.length} cities in ${business.serviceRegion}`}</BannerChip>
          <BannerChip icon={<Icon name="clock" size={16} />}>{business.hours.label}</BannerChip>
        </>
      }
      lead={lead}
    />
  );
}
