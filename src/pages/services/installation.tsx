import React from 'react';
import ServicePage from '@site/src/components/ServicePage';
import {installation} from '@site/src/data/serviceDetails/installation';

export default function InstallationPage(): React.JSX.Element {
  return <ServicePage detail={installation} />;
}
