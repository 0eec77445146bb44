import React, {useEffect, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {EstimateDialogProvider} from '@site/src/components/EstimateDialog';
import {business} from '@site/src/data/business';
import {scheduleChatWidget} from '@site/src/lib/chatWidget';
import {BreadcrumbsJsonLd} from '@site/src/components/StructuredData';
import OgImage from '@site/src/components/StructuredData/OgImage';

// Root wraps every page and never unmounts: the one place for the
// site-wide dialog and the deferred chat widget. Keep it light.
const isBlogPost = (path: string) => /^\/blog\/(?!tags\/|authors|archive)[^/]+$/.test(path);

export default function Root({children}: {children: ReactNode}): React.JSX.Element {
  const {pathname} = useLocation();
  useEffect(() => scheduleChatWidget(business.chatWidget.id, business.chatWidget.loaderSrc), []);
  return (
    <EstimateDialogProvider>
      {children}
      <BreadcrumbsJsonLd />
      {!isBlogPost(pathname) && <OgImage />}
    </EstimateDialogProvider>
  );
}
