import {createContext, useContext} from 'react';
import type {DialogVariant} from '@site/src/data/types';

/** Something a visitor sends along with the request: the deck planner's plan, in words and as a link. */
export interface DialogAttachment {
  readonly title: string;
  readonly text: string;
  readonly url: string;
  /** More to send than to show: a list under its own heading, folded (the deck plan's order list). */
  readonly detail?: {readonly title: string; readonly lines: readonly string[]};
  /** A picture shown with it once drawn (the deck plan's still 3D picture): its words and its image's address. */
  readonly picture?: {readonly label: string; readonly load: () => Promise<string>};
}

/** All of an attachment as the form receives it: its words, its list, its link. */
export const attachmentText = (a: DialogAttachment): string =>
  [a.text, ...(a.detail ? [`${a.detail.title}:`, ...a.detail.lines] : []), a.url].join('\n');

/** What asks for the dialog. */
export interface DialogRequest {
  /** What opened it, for the estimate_open lead event (see leadSource). */
  readonly source: string;
  /** The button tapped: focus returns to it (Safari doesn't focus a tapped button). */
  readonly trigger?: HTMLElement;
  readonly attachment?: DialogAttachment;
}

export interface EstimateDialogApi {
  /** Opens it; while its code is still on the way, returns a promise that settles when it comes or is given up. */
  open: (variant: DialogVariant, request: DialogRequest) => Promise<void> | undefined;
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

/** Each dialog's title: what it is, in the business's words (a deck builder takes no loan applications). */
export const dialogTitles: Record<DialogVariant, string> = {
  estimate: 'Get your free estimate',
  financing: 'Ask us about financing',
};

/** URL fragments that open the dialog, e.g. /services#free-estimate. */
export const dialogHashes: Record<DialogVariant, string> = {
  estimate: '#free-estimate',
  financing: '#financing-question',
};
