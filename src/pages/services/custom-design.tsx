import React from 'react';
import ServicePage from '@site/src/components/ServicePage';
import {customDesign} from '@site/src/data/serviceDetails/custom-design';

export default function CustomDesignPage(): React.JSX.Element {
  return <ServicePage detail={customDesign} />;
}
