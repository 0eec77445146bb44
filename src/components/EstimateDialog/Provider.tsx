import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {chunk} from '@site/src/lib/chunk';
import {reloadIfRedeployed, takeCarried} from '@site/src/lib/newDeploy';
import {currentPage, trackLead} from '@site/src/lib/leadEvents';
import {dialogHashes, EstimateDialogContext, type DialogAttachment, type DialogRequest} from './context';
import type {DialogVariant} from '@site/src/data/types';

// The dialog (Radix + the lead form) is its own chunk: pages pay for it only
// when a visitor shows intent (hover, focus or touch on a button) or opens it.
const dialogChunk = chunk(() => import('./Dialog'));

/** Start fetching the dialog chunk early, e.g. on pointerenter of a button. */
export const preloadEstimateDialog = dialogChunk.preload;

/** What a tap asked for, kept across a reload for a new deploy's files. */
type Asked = Omit<DialogRequest, 'trigger'>;

function variantFromHash(hash: string): DialogVariant | null {
  const match = (Object.keys(dialogHashes) as DialogVariant[]).find((v) => dialogHashes[v] === hash);
  return match ?? null;
}

export default function EstimateDialogProvider({children}: {children: ReactNode}): React.JSX.Element {
  const [variant, setVariant] = useState<DialogVariant>('estimate');
  const [attachment, setAttachment] = useState<DialogAttachment | undefined>();
  const [isOpen, setOpen] = useState(false);
  // Mounted at the first opening, and kept: it closes with its own exit.
  const [EstimateDialog, setEstimateDialog] = useState<typeof dialogChunk.loaded>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  /** Settles a waiting opening when the visitor calls it off (Escape) before the dialog's code comes. */
  const callOff = useRef<(() => void) | null>(null);
  /** The button that asked for the dialog, until the opening is counted. */
  const uncounted = useRef<string | null>(null);
  const location = useLocation();
  const history = useHistory();

  const open = useCallback(
    (next: DialogVariant, {source, trigger, attachment: sent}: DialogRequest) => {
      returnFocus.current = trigger ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
      setVariant(next);
      setAttachment(sent);
      setOpen(true);
      uncounted.current = source;
      const {loaded} = dialogChunk;
      if (loaded) {
        setEstimateDialog(() => loaded);
        return undefined;
      }
      let calledOff = false;
      const escaped = new Promise<void>((settle) => {
        callOff.current = () => {
          calledOff = true;
          settle();
        };
      });
      const arrived = dialogChunk.load().then(
        (dialog) => setEstimateDialog(() => dialog),
        async (error: unknown) => {
          if (calledOff) return;
          // A deploy removed the files this tab knows of: the new page opens this dialog, for this button and plan.
          // Out of reach (offline), the page stays and the next tap tries again.
          // A picture is drawn by code this page holds, which the reload does not carry: the words, list and link go.
          const asked: Asked = {source, attachment: sent && {...sent, picture: undefined}};
          if (await reloadIfRedeployed(error, dialogHashes[next], 'estimate', asked)) return;
          setOpen(false);
          // A deep link that could not open leaves the address as a closed dialog does.
          if (variantFromHash(history.location.hash)) history.replace({...history.location, hash: ''});
        },
      );
      return Promise.race([arrived, escaped]);
    },
    [history],
  );

  // Counted once it is open: a tap whose dialog never came (offline, called off, a new deploy) is no opening.
  useEffect(() => {
    if (!isOpen || !EstimateDialog || uncounted.current === null) return;
    trackLead('estimate_open', {page: currentPage(), source: uncounted.current});
    uncounted.current = null;
  }, [isOpen, EstimateDialog]);

  // Deep links: /any-page#free-estimate opens the dialog on arrival.
  useEffect(() => {
    const fromHash = variantFromHash(location.hash);
    if (!fromHash) return;
    const asked = takeCarried<Asked>('estimate');
    void open(fromHash, asked ?? {source: `link${location.hash}`});
  }, [location.hash, open]);

  const onOpenChange = useCallback(
    (next: boolean) => {
      setOpen(next);
      if (!next && variantFromHash(location.hash)) {
        history.replace({...location, hash: ''});
      }
    },
    [history, location],
  );

  // Asked for while its code is still on the way (a slow connection): Escape calls it off, as in search, rather
  // than a dialog arriving seconds later over whatever the visitor turned to.
  useEffect(() => {
    if (!isOpen || EstimateDialog) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      callOff.current?.();
      onOpenChange(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, EstimateDialog, onOpenChange]);

  const api = useMemo(() => ({open}), [open]);

  return (
    <EstimateDialogContext.Provider value={api}>
      {children}
      {EstimateDialog && (
        <EstimateDialog
          open={isOpen}
          variant={variant}
          attachment={attachment}
          onOpenChange={onOpenChange}
          onClosed={() => returnFocus.current?.focus()}
        />
      )}
    </EstimateDialogContext.Provider>
  );
}
