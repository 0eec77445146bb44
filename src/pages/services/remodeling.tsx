import React from 'react';
import ServicePage from '@site/src/components/ServicePage';
import {remodeling} from '@site/src/data/serviceDetails/remodeling';

export default function RemodelingPage(): React.JSX.Element {
  return <ServicePage detail={remodeling} />;
}
