import React from 'react';
import SiteHeader from '@site/src/components/SiteHeader';

// Replaces the classic navbar: the site's header (top bar, timed hover
// menus, quote button, touch menu) is not expressible as navbar items.
export default function Navbar(): React.JSX.Element {
  return <SiteHeader />;
}
