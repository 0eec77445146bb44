import React, {useEffect, useState} from 'react';
import Icon from '@site/src/components/Icon';
import {copyText} from '@site/src/lib/clipboard';
import {attachmentText, type DialogAttachment} from './context';
import styles from './styles.module.css';

/**
 * What the visitor sends with the request (a deck plan), shown above the form. When the hosted form has a field
 * for it, the form arrives filled in; until then the visitor copies it into the form's message box.
 */
export default function Attachment({
  attachment,
  prefilled,
}: {
  attachment: DialogAttachment;
  prefilled: boolean;
}): React.JSX.Element {
  const [copied, setCopied] = useState<boolean | null>(null);
  const [picture, setPicture] = useState<string | null>(null);
  const all = attachmentText(attachment);
  // Drawn after the dialog is up, not in the tap that opens it; one that does not come leaves the words alone.
  useEffect(() => {
    let live = true;
    attachment.picture?.load().then(
      (url) => live && setPicture(url),
      () => undefined,
    );
    return () => void (live = false);
  }, [attachment]);
  return (
    <section className={styles.attachment} aria-labelledby="dialog-attachment-title">
      <p id="dialog-attachment-title" className={styles.attachmentTitle}>
        {attachment.title}
      </p>
      <p className={styles.attachmentText}>{attachment.text}</p>
      {picture && attachment.picture && (
        <img className={styles.attachmentPicture} src={picture} alt={attachment.picture.label} />
      )}
      {attachment.detail && (
        <details className={styles.attachmentDetail}>
          <summary>{attachment.detail.title}</summary>
          <ul>
            {attachment.detail.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      )}
      {/* eslint-disable-next-line @docusaurus/no-html-links -- the plan's own address, opened in place */}
      <a href={attachment.url} className={styles.attachmentLink}>
        {attachment.url}
      </a>
      {prefilled ? (
        <p className={styles.attachmentNote}>It is filled in on the form below.</p>
      ) : (
        <>
          <p className={styles.attachmentNote}>
            Copy it into the form&rsquo;s message box, so we see it with your request.
          </p>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => void copyText(all).then(setCopied)}>
            <Icon name="check" size={16} className="button__icon" />
            <span>Copy the plan</span>
          </button>
          <span role="status" className={styles.attachmentStatus}>
            {copied === true
              ? 'Plan copied.'
              : copied === false
                ? 'Your browser blocked copying: select the text above.'
                : ''}
          </span>
        </>
      )}
    </section>
  );
}
