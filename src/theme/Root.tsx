import React, {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {EstimateDialogProvider} from '@site/src/components/EstimateDialog';
import {business} from '@site/src/data/business';
import {startAnalytics} from '@site/src/lib/analytics';
import {scheduleChatWidget, watchChatOpen} from '@site/src/lib/chatWidget';
import {currentPage, trackCallClicks, trackLead} from '@site/src/lib/leadEvents';
import {BreadcrumbsJsonLd} from '@site/src/components/StructuredData';

// Root wraps every page and never unmounts: the one place for the
// site-wide dialog, the deferred chat widget and lead measurement. Keep it light.
const {chatWidget, analytics} = business;

/**
 * Hydration renders over several frames, and react-helmet-async applies the
 * head between them: for a moment only Docusaurus's site-wide defaults have
 * rendered, and the tab shows the bare site name. A title template without
 * `%s` pins the server-rendered title until hydration has committed.
 */
function KeepServerTitle(): React.JSX.Element | null {
  const [serverTitle] = useState(() => (ExecutionEnvironment.canUseDOM ? document.title : ''));
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return serverTitle && !hydrated ? <Head titleTemplate={serverTitle.replaceAll('%s', '%')}>{null}</Head> : null;
}

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
      <KeepServerTitle />
      {children}
      <BreadcrumbsJsonLd />
    </EstimateDialogProvider>
  );
}
