/**
 * Headings with their direct link BESIDE them, not inside. Docusaurus puts the "#" link inside the heading, so a
 * heading's accessible name is its text plus the link's label ("Estimated priceDirect link to Estimated price"):
 * a screen reader says each heading twice, and every region a heading names repeats it too (facebook/docusaurus
 * #9222). Here the heading holds only its text and the link follows it, in a row that keeps it beside the text.
 *
 * Ejected, not wrapped: the original renders the link inside the heading, and a wrapper cannot take it out. The
 * rest is the original's: the id and its scroll-margin class on the heading, the anchor registered for the
 * broken-anchor check, the same link label and address (`#id`).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {Props} from '@theme/Heading';
import styles from './styles.module.css';

/** The words of a heading's children: "Use `npm test`" for text and inline code alike. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (React.isValidElement<{children?: ReactNode}>(node)) return textOf(node.props.children);
  return '';
}

export default function Heading({as: As, id, ...props}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const anchorTargetClassName = useAnchorTargetClassName(id);
  // An h1 is never in the table of contents, and a heading without an id has nothing to link to.
  if (As === 'h1' || !id) return <As {...props} id={undefined} />;
  brokenLinks.collectAnchor(id);
  const label = translate(
    {
      id: 'theme.common.headingLinkTitle',
      message: 'Direct link to {heading}',
      description: 'Title for link to heading',
    },
    {heading: textOf(props.children).trim() || id},
  );
  return (
    <div className={clsx('heading-row', styles.row)}>
      <As {...props} className={clsx('anchor', anchorTargetClassName, props.className)} id={id} />
      <Link className="hash-link" to={`#${id}`} aria-label={label} title={label} translate="no" />
    </div>
  );
}
