import React, {useEffect} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import type {NotFoundCopy} from '@site/src/data/pageSchema';
import words from '@site/src/data/copy/pages/not-found.json';
import styles from './styles.module.css';

/**
 * The 404 page body (the classic NotFound supplies the layout and title). It says noindex itself: a host
 * that answers /404 with 200 (Cloudflare Pages) must not get it indexed, and search leaves it out. Its words are
 * /admin → Site pages → Page not found.
 */
export default function NotFoundContent({className}: Props): React.JSX.Element {
  const copy = words as NotFoundCopy;
  const {pathname} = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <main className={clsx(styles.wrap, className)}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <Heading as="h1" className={styles.code}>
        404
      </Heading>
      <p className={styles.title}>{copy.title}</p>
      <p className={styles.text}>{copy.text}</p>
      <Link to="/" className="button button--primary button--lg">
        {copy.homeLabel}
      </Link>
      <nav aria-label={copy.linksLabel} className={styles.links}>
        <ul>
          {copy.links.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
