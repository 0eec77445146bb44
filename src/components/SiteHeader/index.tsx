import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Icon from '@site/src/components/Icon';
import Logo from '@site/src/components/Logo';
import EstimateButton from '@site/src/components/EstimateButton';
import CallLink from '@site/src/components/CallButton/CallLink';
import {business} from '@site/src/data/business';
import DesktopMenu from './DesktopMenu';
import MobileMenu from './MobileMenu';
import Search from './Search';
import styles from './styles.module.css';
import {hoursText} from '@site/src/lib/businessFacts';

/** The shared header: top bar, brand, menus, search and the quote button. */
export default function SiteHeader(): React.JSX.Element {
  return (
    // `navbar` lets Docusaurus measure the sticky header (TOC highlighting
    // offsets by document.querySelector('.navbar').clientHeight).
    <header className={clsx('navbar', styles.header)} data-lead-area="header">
      <div className={styles.topBar}>
        <div className={styles.inner}>
          <Link to="/service-areas" className={styles.topLink}>
            <Icon name="pin" size={16} />
            <span>
              Serving {business.address.locality}{' '}
              <span className={styles.hideSmall}>&amp; {business.serviceRegion}</span>
            </span>
          </Link>
          <span className={styles.topHours}>
            <Icon name="clock" size={16} />
            {hoursText()}
          </span>
          <CallLink className={styles.topPhone}>
            <Icon name="phone" size={16} />
            <span>{business.phone.display}</span>
          </CallLink>
        </div>
      </div>
      <div className={styles.mainBar}>
        <div className={styles.inner}>
          <Link to="/" className={styles.brand} aria-label={`${business.name}, home`}>
            <Logo />
          </Link>
          <DesktopMenu />
          <div className={styles.actions}>
            <div className={styles.search}>
              <Search />
            </div>
            <EstimateButton className={styles.quote} plain>
              Get Free Quote
            </EstimateButton>
            <MobileMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
