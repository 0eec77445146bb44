import React from 'react';
import clsx from 'clsx';
import PageHero from '@site/src/components/PageHero';
import styles from './styles.module.css';

type Props = React.ComponentProps<typeof PageHero>;

/**
 * PageHero for MDX pages (/faqs, /help, /construction). MDX pages render
 * inside Docusaurus's padded page container, so the hero sits there as a
 * rounded panel instead of running edge to edge. Renders the page's one h1.
 */
export default function ResourceHero({className, ...props}: Props): React.JSX.Element {
  return <PageHero {...props} className={clsx(styles.panel, className)} />;
}
