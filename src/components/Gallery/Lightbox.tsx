import React, {useRef} from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import Icon from '@site/src/components/Icon';
import type {GalleryItem} from '@site/src/data/gallery';
import {isIllustration} from '@site/src/lib/images';
import styles from './Lightbox.module.css';
import ResponsiveImage from '@site/src/components/ResponsiveImage';

interface Props {
  items: readonly GalleryItem[];
  /** Index into `items` of the project shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Called once the dialog has closed, with the slug of the project last shown, to focus its tile. */
  returnFocus: (slug: string) => void;
}

/**
 * Keyboard-accessible lightbox (Radix Dialog): focus is trapped inside,
 * Escape or the close button closes it, Previous/Next buttons and the Left/Right
 * arrow keys move through the projects currently shown, wrapping at the ends.
 */
export default function Lightbox({items, index, onIndexChange, onClose, returnFocus}: Props): React.JSX.Element {
  const open = index !== null && index < items.length;
  const item = open ? items[index] : undefined;
  const total = items.length;
  const canStep = total > 1;
  const lastSlug = useRef<string | null>(null);
  if (item) lastSlug.current = item.slug;

  const step = (delta: number) => {
    if (index === null || !canStep) return;
    onIndexChange((index + delta + total) % total);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          onCloseAutoFocus={(event) => {
            // Focus goes back to the tile of the project last shown, which may
            // not be the tile that opened the lightbox.
            event.preventDefault();
            if (lastSlug.current) returnFocus(lastSlug.current);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') {
              event.preventDefault();
              step(1);
            } else if (event.key === 'ArrowLeft') {
              event.preventDefault();
              step(-1);
            }
          }}>
          {item && (
            <>
              <div className={styles.media}>
                <ResponsiveImage
                  src={item.image}
                  alt={item.alt}
                  sizes="(min-width: 1100px) 1000px, 100vw"
                  loading="eager"
                  className={styles.image}
                />
              </div>
              <div className={styles.panel}>
                <div className={styles.text}>
                  <p className={styles.meta}>
                    <span className={styles.category}>{item.category}</span>
                    {isIllustration(item) && <span>Illustration</span>}
                    <span>{item.location}</span>
                  </p>
                  <Dialog.Title className={styles.title}>{item.title}</Dialog.Title>
                  <Dialog.Description className={styles.description}>{item.description}</Dialog.Description>
                </div>
                <div className={styles.nav}>
                  {canStep && (
                    <button
                      type="button"
                      className={styles.navButton}
                      onClick={() => step(-1)}
                      aria-label="Previous project">
                      <Icon name="chevronLeft" size={20} />
                      <span className={styles.navLabel} aria-hidden="true">
                        Previous
                      </span>
                    </button>
                  )}
                  <p className={styles.counter} aria-live="polite">
                    Project {(index ?? 0) + 1} of {total}
                  </p>
                  {canStep && (
                    <button
                      type="button"
                      className={styles.navButton}
                      onClick={() => step(1)}
                      aria-label="Next project">
                      <span className={styles.navLabel} aria-hidden="true">
                        Next
                      </span>
                      <Icon name="chevronRight" size={20} />
                    </button>
                  )}
                </div>
              </div>
              <Dialog.Close className={styles.close} aria-label="Close">
                <Icon name="close" size={22} />
              </Dialog.Close>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
