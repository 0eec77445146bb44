import React from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock';

/**
 * A plain preformatted block. theme-classic's CodeBlock brings Prism, whose
 * language set-up cost every MDX page about 100 ms of main-thread time on a
 * throttled phone although the site shows no code. A writer's fenced block
 * still renders, monospaced and scrollable, without syntax colors.
 */
export default function CodeBlock({children, className}: Props): React.JSX.Element {
  return (
    // A focusable region, so keyboard users can scroll a long line.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre className={clsx('code-block', className)} tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
}
