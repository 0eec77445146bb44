import React from 'react';
import SiteFooter from '@site/src/components/SiteFooter';
import MobileActionBar from '@site/src/components/MobileActionBar';

// The footer is built from the business module rather than themeConfig so
// the phone, hours and cities have a single source.
export default function Footer(): React.JSX.Element {
  return (
    <>
      <SiteFooter />
      <MobileActionBar />
    </>
  );
}
