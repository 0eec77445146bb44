import React, {useEffect, type ReactNode} from 'react';
import {EstimateDialogProvider} from '@site/src/components/EstimateDialog';
import {business} from '@site/src/data/business';
import {scheduleChatWidget} from '@site/src/lib/chatWidget';
import {BreadcrumbsJsonLd} from '@site/src/components/StructuredData';
import OgImage from '@site/src/components/StructuredData/OgImage';

// Root wraps every page and never unmounts: the one place for the
// site-wide dialog and the deferred chat widget. Keep it light.
export default function Root({children}: {children: ReactNode}): React.JSX.Element {
  useEffect(() => {
    // Marks the page interactive (browser tests wait for it).
    document.documentElement.dataset.hydrated = 'true';
    return scheduleChatWidget(business.chatWidget.id, business.chatWidget.loaderSrc);
  }, []);
  return (
    <EstimateDialogProvider>
      {children}
      <BreadcrumbsJsonLd />
      <OgImage />
    </EstimateDialogProvider>
  );
}
