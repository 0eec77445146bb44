import React from 'react';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import {isGroup, mainMenu, type NavGroup, type NavLink} from '@site/src/data/navigation';
import styles from './styles.module.css';

// Spec timings: open after 200 ms of hover, 300 ms skip delay between
// menus. Radix closes 150 ms after the pointer leaves (its built-in delay).
export const MENU_OPEN_DELAY_MS = 200;
export const MENU_SKIP_DELAY_MS = 300;

const isCurrent = (pathname: string, href: string) =>
  href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);

function MenuLink({link, pathname, rich = true}: {link: NavLink; pathname: string; rich?: boolean}) {
  const active = pathname === link.href;
  return (
    <NavigationMenu.Link asChild active={active}>
      <Link to={link.href} className={clsx(styles.panelLink, !rich && styles.panelLinkCompact)} aria-current={active ? 'page' : undefined}>
        <span className={styles.panelLinkLabel}>{link.label}</span>
        {rich && link.description && <span className={styles.panelLinkDesc}>{link.description}</span>}
      </Link>
    </NavigationMenu.Link>
  );
}

function GroupPanel({group, pathname}: {group: NavGroup; pathname: string}) {
  return (
    <NavigationMenu.Content className={clsx(styles.panel, group.secondary && styles.panelWide)}>
      <div className={styles.panelColumn}>
        <ul className={styles.panelList}>
          {[group.overview, ...group.items].map((link) => (
            <li key={link.href}>
              <MenuLink link={link} pathname={pathname} />
            </li>
          ))}
        </ul>
      </div>
      {group.secondary && (
        <div className={clsx(styles.panelColumn, styles.panelSecondary)}>
          <p className={styles.panelHeading}>{group.secondary.heading}</p>
          <ul className={clsx(styles.panelList, styles.panelListCompact)}>
            {group.secondary.items.map((link) => (
              <li key={link.href}>
                <MenuLink link={link} pathname={pathname} rich={false} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </NavigationMenu.Content>
  );
}

export default function DesktopMenu(): React.JSX.Element {
  const {pathname} = useLocation();
  return (
    <NavigationMenu.Root
      className={styles.desktopMenu}
      delayDuration={MENU_OPEN_DELAY_MS}
      skipDelayDuration={MENU_SKIP_DELAY_MS}
      aria-label="Main">
      <NavigationMenu.List className={styles.menuList}>
        {mainMenu.map((entry) =>
          isGroup(entry) ? (
            <NavigationMenu.Item key={entry.label} className={styles.menuItem}>
              <NavigationMenu.Trigger
                className={clsx(
                  styles.menuTrigger,
                  [entry.overview, ...entry.items].some((l) => isCurrent(pathname, l.href)) && styles.menuActive,
                )}>
                {entry.label}
                <Icon name="chevronDown" size={16} className={styles.chevron} />
              </NavigationMenu.Trigger>
              <GroupPanel group={entry} pathname={pathname} />
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={entry.href} className={styles.menuItem}>
              <NavigationMenu.Link asChild active={isCurrent(pathname, entry.href)}>
                <Link
                  to={entry.href}
                  className={clsx(styles.menuTrigger, isCurrent(pathname, entry.href) && styles.menuActive)}
                  aria-current={pathname === entry.href ? 'page' : undefined}>
                  {entry.label}
                </Link>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
