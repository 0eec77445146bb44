import React from 'react';
import ServicePage from '@site/src/components/ServicePage';
import {repair} from '@site/src/data/serviceDetails/repair';

export default function RepairPage(): React.JSX.Element {
  return <ServicePage detail={repair} />;
}
