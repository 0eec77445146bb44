import React, {useEffect} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

const helpfulLinks = [
  {label: 'Our services', href: '/services'},
  {label: 'Deck cost calculator', href: '/resources/calculator'},
  {label: 'Service areas', href: '/service-areas'},
  {label: 'Blog', href: '/blog'},
];

/**
 * The 404 page body (the classic NotFound supplies the layout and title). It says noindex itself: a host
 * that answers /404 with 200 (Cloudflare Pages) must not get it indexed, and search leaves it out.
 */
export default function NotFoundContent({className}: Props): React.JSX.Element {
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
      <p className={styles.title}>Oops! Page not found</p>
      <p className={styles.text}>
        The page you asked for isn&apos;t here. It may have moved, or the address may have a typo.
      </p>
      <Link to="/" className="button button--primary button--lg">
        Return to Home
      </Link>
      <nav aria-label="Popular pages" className={styles.links}>
        <ul>
          {helpfulLinks.map((l) => (
            <li key={l.href}>
              <Link to={l.href}>{l.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
