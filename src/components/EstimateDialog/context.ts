import {createContext, useContext} from 'react';
import type {DialogVariant} from '@site/src/data/types';

/** Something a visitor sends along with the request: the deck planner's plan, in words and as a link. */
export interface DialogAttachment {
  readonly title: string;
  readonly text: string;
  readonly url: string;
}

export interface EstimateDialogApi {
  /** `source` names what opened it, for the estimate_open lead event (see leadSource). */
  open: (variant: DialogVariant, source: string, attachment?: DialogAttachment) => void;
}

export const EstimateDialogContext = createContext<EstimateDialogApi | null>(null);

/** Open the site-wide estimate (or financing) dialog from any component. */
export function useEstimateDialog(): EstimateDialogApi {
  const api = useContext(EstimateDialogContext);
  if (!api) {
    throw new Error('useEstimateDialog must be used inside <EstimateDialogProvider> (src/theme/Root.tsx)');
  }
  return api;
}

/** URL fragments that open the dialog, e.g. /services#free-estimate. */
/** Each dialog's title: what it is, in the business's words (a deck builder takes no loan applications). */
export const dialogTitles: Record<DialogVariant, string> = {
  estimate: 'Get your free estimate',
  financing: 'Ask us about financing',
};

export const dialogHashes: Record<DialogVariant, string> = {
  estimate: '#free-estimate',
  financing: '#financing-question',
};
