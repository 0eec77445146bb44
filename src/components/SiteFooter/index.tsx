import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import Logo from '@site/src/components/Logo';
import EstimateButton from '@site/src/components/EstimateButton';
import {EmailLink} from '@site/src/components/BusinessFacts';
import CallLink from '@site/src/components/CallButton/CallLink';
import {business} from '@site/src/data/business';
import {useMenus} from '@site/src/lib/publishedMenus';
import styles from './styles.module.css';
import {hoursText} from '@site/src/lib/businessFacts';

const companyLinks = [
  {label: 'About us', href: '/about'},
  {label: 'Our work', href: '/gallery'},
  {label: 'How we build', href: '/construction'},
  {label: 'Blog', href: '/blog'},
  {label: 'Financing', href: '/loan-programs'},
  {label: 'Help center', href: '/help'},
];

function LinkColumn({heading, links}: {heading: string; links: {label: string; href: string}[]}) {
  return (
    <div className={styles.column}>
      <Heading as="h2" className={styles.heading}>
        {heading}
      </Heading>
      <ul className={styles.links}>
        {links.map((l) => (
          <li key={l.href}>
            <Link to={l.href}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function SiteFooter(): React.JSX.Element {
  const year = new Date().getFullYear();
  const {services, resources, serviceAreas} = useMenus();
  return (
    <footer className={styles.footer} data-lead-area="footer">
      <div className={styles.inner}>
        <div className={styles.brandColumn}>
          <Logo inverted />
          <p className={styles.blurb}>{business.description}</p>
          <ul className={styles.contact}>
            <li>
              <Icon name="phone" size={18} />
              <CallLink />
            </li>
            <li>
              <Icon name="mail" size={18} />
              <EmailLink />
            </li>
            <li>
              <Icon name="clock" size={18} />
              <span>{hoursText()}</span>
            </li>
            <li>
              <Icon name="pin" size={18} />
              <span>
                {business.address.locality}, {business.address.regionName}
              </span>
            </li>
          </ul>
          <EstimateButton variant="estimate">Get Free Estimate</EstimateButton>
        </div>
        <LinkColumn heading="Services" links={[services.overview, ...services.items]} />
        <LinkColumn heading="Resources" links={resources.items} />
        <LinkColumn heading="Service areas" links={[...serviceAreas.items, serviceAreas.overview]} />
        <LinkColumn heading="Company" links={companyLinks} />
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <p>
            © {year} {business.name}. Licensed and insured deck builder serving {business.serviceRegion}.
            {business.license.number && (
              <>
                {' '}
                <Link href={business.license.lookup}>
                  Tennessee contractor license #{business.license.number}
                  <span className="sr-only"> (look it up at the state; opens in a new tab)</span>
                </Link>
              </>
            )}
          </p>
          <ul className={styles.social}>
            {business.social.map((s) => (
              <li key={s.href}>
                {/* External: Link opens it in a new tab (target and rel) and checks nothing else. */}
                <Link href={s.href}>
                  {s.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
