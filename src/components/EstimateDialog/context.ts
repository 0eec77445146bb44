import {createContext, useContext} from 'react';
import type {DialogVariant} from '@site/src/data/types';

export interface EstimateDialogApi {
  /** `source` names what opened it, for the estimate_open lead event (see leadSource). */
  open: (variant: DialogVariant, source: string) => void;
}

export const EstimateDialogContext = createContext<EstimateDialogApi | null>(null);

/** Open the site-wide estimate (or application) dialog from any component. */
export function useEstimateDialog(): EstimateDialogApi {
  const api = useContext(EstimateDialogContext);
  if (!api) {
    throw new Error('useEstimateDialog must be used inside <EstimateDialogProvider> (src/theme/Root.tsx)');
  }
  return api;
}

/** URL fragments that open the dialog, e.g. /services#free-estimate. */
export const dialogHashes: Record<DialogVariant, string> = {
  estimate: '#free-estimate',
  application: '#start-application',
};
