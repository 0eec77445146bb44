import type React from 'react';
import {useState} from 'react';
import type {DialogVariant} from '@site/src/data/types';
import {leadSource} from '@site/src/lib/leadEvents';
import {useEstimateDialog, type DialogAttachment} from './context';

/**
 * A button's click that opens the dialog, with `busy` true while the dialog's code is on its way (a slow
 * connection), so the button can show the tap landed. `attach` is read at the click, with the lead's source.
 */
export function useDialogButton(
  variant: DialogVariant,
  attach?: (source: string) => DialogAttachment,
): {busy: boolean; onClick: (event: React.MouseEvent<HTMLElement>) => void} {
  const {open} = useEstimateDialog();
  const [busy, setBusy] = useState(false);
  const onClick = (event: React.MouseEvent<HTMLElement>) => {
    const trigger = event.currentTarget;
    const source = leadSource(trigger);
    const waiting = open(variant, {source, trigger, attachment: attach?.(source)});
    if (!waiting) return;
    setBusy(true);
    void waiting.finally(() => setBusy(false));
  };
  return {busy, onClick};
}
