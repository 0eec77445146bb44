import React from 'react';
import ServicePage from '@site/src/components/ServicePage';
import {composite} from '@site/src/data/serviceDetails/composite';

export default function CompositePage(): React.JSX.Element {
  return <ServicePage detail={composite} />;
}
