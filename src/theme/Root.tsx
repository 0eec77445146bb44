import React, {useEffect, type ReactNode} from 'react';
import {EstimateDialogProvider} from '@site/src/components/EstimateDialog';
import {business} from '@site/src/data/business';
import {startAnalytics} from '@site/src/lib/analytics';
import {scheduleChatWidget, watchChatOpen} from '@site/src/lib/chatWidget';
import {currentPage, trackCallClicks, trackLead} from '@site/src/lib/leadEvents';
import {BreadcrumbsJsonLd} from '@site/src/components/StructuredData';

// Root wraps every page and never unmounts: the one place for the
// site-wide dialog, the deferred chat widget and lead measurement. Keep it light.
const {chatWidget, analytics} = business;

export default function Root({children}: {children: ReactNode}): React.JSX.Element {
  useEffect(() => startAnalytics(analytics.ga4Id), []);
  useEffect(() => trackCallClicks(), []);
  useEffect(() => {
    if (!chatWidget.id) return undefined;
    const stopWatching = watchChatOpen(() => trackLead('chat_open', {page: currentPage(), source: 'chat-widget'}));
    const cancelLoad = scheduleChatWidget(chatWidget.id, chatWidget.loaderSrc);
    return () => {
      cancelLoad();
      stopWatching();
    };
  }, []);
  return (
    <EstimateDialogProvider>
      {children}
      <BreadcrumbsJsonLd />
    </EstimateDialogProvider>
  );
}
