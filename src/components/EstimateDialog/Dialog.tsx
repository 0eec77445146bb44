import React from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import LeadForm from '@site/src/components/LeadForm';
import CallLink from '@site/src/components/CallButton/CallLink';
import Icon from '@site/src/components/Icon';
import {business} from '@site/src/data/business';
import type {DialogVariant} from '@site/src/data/types';
import styles from './styles.module.css';
import {hoursText} from '@site/src/lib/businessFacts';

const copy: Record<DialogVariant, {title: string; description: string; formId: string}> = {
  estimate: {
    title: 'Get your free estimate',
    description:
      'Tell us about your deck project and a designer will get in touch to set up a free on-site consultation.',
    formId: business.leadForm.id,
  },
  application: {
    title: 'Start your application',
    description: `This form goes to ${business.name}, a deck builder, not to a lender. We price your project and talk through ways to pay for it; nothing here checks your credit or applies for a loan. Information only, not a loan offer.`,
    formId: business.applicationForm.id || business.leadForm.id,
  },
};

interface Props {
  open: boolean;
  variant: DialogVariant;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
}

export default function EstimateDialog({open, variant, onOpenChange, onClosed}: Props): React.JSX.Element {
  const {title, description, formId} = copy[variant];
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
          <div className={styles.body} tabIndex={0} role="region" aria-label="Estimate request form">
            <LeadForm placement={`dialog-${variant}`} formId={formId} reserveHeight={false} />
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
