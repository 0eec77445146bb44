import React, {Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  /** What the table shows, e.g. "Composite, wood and PVC compared": its caption and the region's name. */
  label: string;
  children: ReactNode;
}

/**
 * Wraps a markdown table: gives it a caption (hidden on screen, where the
 * heading above already says it; read out by screen readers), and lets it
 * scroll sideways on narrow phones instead of squeezing its columns. Keyboard
 * users can focus the region to scroll it.
 */
export default function ScrollTable({label, children}: Props): React.JSX.Element {
  const captionId = useId();
  const captioned = Children.map(children, (child) =>
    isValidElement(child) && child.type === 'table'
      ? cloneElement(
          child as ReactElement<{children?: ReactNode}>,
          undefined,
          <caption id={captionId} className="sr-only">
            {label}
          </caption>,
          (child as ReactElement<{children?: ReactNode}>).props.children,
        )
      : child,
  );
  return (
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      {captioned}
    </div>
  );
}
