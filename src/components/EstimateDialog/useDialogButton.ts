import type React from 'react';
import {useState} from 'react';
import type {DialogVariant} from '@site/src/data/types';
import {leadSource} from '@site/src/lib/leadEvents';
import {useEstimateDialog, type DialogAttachment} from './context';

/**
 * A button's click that opens the dialog, with `busy` true while the dialog's code is on its way (a slow
 * connection), so the button can show the tap landed. `attach` is read at the click, with the lead's source; what it
 * needs from a chunk of its own (the planner's order list) it may give as a promise, and the dialog opens with it.
 */
export function useDialogButton(
  variant: DialogVariant,
  attach?: (source: string) => DialogAttachment | Promise<DialogAttachment>,
): {busy: boolean; onClick: (event: React.MouseEvent<HTMLElement>) => void} {
  const {open} = useEstimateDialog();
  const [busy, setBusy] = useState(false);
  const onClick = (event: React.MouseEvent<HTMLElement>) => {
    const trigger = event.currentTarget;
    const source = leadSource(trigger);
    const attachment = attach?.(source);
    const opened =
      attachment instanceof Promise
        ? attachment.then((a) => open(variant, {source, trigger, attachment: a}))
        : open(variant, {source, trigger, attachment});
    if (!opened) return;
    setBusy(true);
    void opened.finally(() => setBusy(false));
  };
  return {busy, onClick};
}
