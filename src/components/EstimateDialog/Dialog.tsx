import React, {useMemo} from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import LeadForm from '@site/src/components/LeadForm';
import CallLink from '@site/src/components/CallButton/CallLink';
import Icon from '@site/src/components/Icon';
import {business} from '@site/src/data/business';
import type {DialogVariant} from '@site/src/data/types';
import styles from './styles.module.css';
import {attachmentText, dialogTitles, type DialogAttachment} from './context';
import Attachment from './Attachment';
import {hoursText} from '@site/src/lib/businessFacts';
import {useChatHiddenWhile} from '@site/src/lib/chatWidget';

const copy: Record<DialogVariant, {description: string; formLabel: string; formId: string}> = {
  estimate: {
    description:
      'Tell us about your deck project and a designer will get in touch to set up a free on-site consultation.',
    formLabel: 'Estimate request form',
    formId: business.leadForm.id,
  },
  financing: {
    description: `Send us your question: we'll answer your questions and connect you with lenders. ${business.name} builds decks and is not a lender, so this form checks no credit and applies for no loan. Information only, not a loan offer.`,
    formLabel: 'Financing question form',
    formId: business.financingForm.id || business.leadForm.id,
  },
};

interface Props {
  open: boolean;
  variant: DialogVariant;
  /** A plan the visitor sends along (the deck planner): shown, and filled into the form when it has a field for it. */
  attachment?: DialogAttachment;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
}

export default function EstimateDialog({open, variant, attachment, onOpenChange, onClosed}: Props): React.JSX.Element {
  const {description, formLabel, formId} = copy[variant];
  const {planField} = business.leadForm;
  // One object a plan, so the form loads once with it; only a form there is (with no id, the call panel shows) takes it.
  const prefill = useMemo(
    () => (attachment && planField && formId ? {[planField]: attachmentText(attachment)} : undefined),
    [attachment, planField, formId],
  );
  const title = dialogTitles[variant];
  useChatHiddenWhile(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} data-testid="dialog-overlay" />
        <Dialog.Content
          className={styles.content}
          data-lead-area="dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}>
          <header className={styles.header}>
            <div>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              <Dialog.Description className={styles.description}>{description}</Dialog.Description>
            </div>
            <Dialog.Close className={styles.close} aria-label="Close">
              <Icon name="close" size={22} />
            </Dialog.Close>
          </header>
          {/* The form can be taller than the screen, so its scroll area takes focus for keyboard scrolling. */}
          <div className={styles.body} tabIndex={0} role="region" aria-label={formLabel}>
            {attachment && <Attachment attachment={attachment} prefilled={!!prefill} />}
            <LeadForm placement={`dialog-${variant}`} formId={formId} reserveHeight={false} prefill={prefill} />
          </div>
          <footer className={styles.footer}>
            <span>Prefer to talk it through?</span>
            <CallLink className={styles.call} />
            <span className={styles.hours}>{hoursText()}</span>
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
