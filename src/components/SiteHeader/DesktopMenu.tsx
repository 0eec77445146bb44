import React, {useCallback, useEffect, useId, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import type {NavGroup, NavLink} from '@site/src/data/navigation';
import {isGroup} from '@site/src/lib/menu';
import {useMenus} from '@site/src/lib/publishedMenus';
import styles from './DesktopMenu.module.css';

// The replaced site's timings (tests/seed.ts): a menu opens after 200 ms of hover; for 300 ms after one
// closes, moving to another opens it at once (skip delay); it closes 150 ms
// after the pointer leaves. A small disclosure menu rather than a library:
// it ships on every page.
export const MENU_OPEN_DELAY_MS = 200;
export const MENU_SKIP_DELAY_MS = 300;
export const MENU_CLOSE_DELAY_MS = 150;

const isCurrent = (pathname: string, href: string) =>
  href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);

function PanelLink({link, pathname, rich = true}: {link: NavLink; pathname: string; rich?: boolean}) {
  const active = pathname === link.href;
  return (
    <Link
      to={link.href}
      className={clsx(styles.panelLink, !rich && styles.panelLinkCompact)}
      aria-current={active ? 'page' : undefined}
      data-active={active ? '' : undefined}>
      <span className={styles.panelLinkLabel}>{link.label}</span>
      {rich && link.description && <span className={styles.panelLinkDesc}>{link.description}</span>}
    </Link>
  );
}

function Panel({group, pathname, id, open}: {group: NavGroup; pathname: string; id: string; open: boolean}) {
  return (
    <div
      id={id}
      className={clsx(styles.panel, group.secondary && styles.panelWide)}
      hidden={!open}
      data-state={open ? 'open' : 'closed'}>
      <div className={styles.panelColumn}>
        <ul className={styles.panelList}>
          {[group.overview, ...group.items].map((link) => (
            <li key={link.href}>
              <PanelLink link={link} pathname={pathname} />
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
                <PanelLink link={link} pathname={pathname} rich={false} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

export default function DesktopMenu(): React.JSX.Element {
  const {pathname} = useLocation();
  const mainMenu = useMenus().main;
  const [openLabel, setOpenLabel] = useState<string | null>(null);
  const openTimer = useRef<number | undefined>(undefined);
  const closeTimer = useRef<number | undefined>(undefined);
  const closedAt = useRef(0);
  const baseId = useId();
  const navRef = useRef<HTMLElement>(null);

  const clearTimers = () => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
  };
  const close = useCallback(() => {
    clearTimers();
    setOpenLabel((current) => {
      if (current) closedAt.current = Date.now();
      return null;
    });
  }, []);

  // Navigating closes the menu; so does a click or focus outside it.
  useEffect(close, [pathname, close]);
  useEffect(() => {
    if (!openLabel) return undefined;
    const onOutside = (e: Event) => {
      if (navRef.current && !navRef.current.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [openLabel, close]);
  useEffect(() => clearTimers, []);

  const hoverOpen = (label: string) => {
    clearTimers();
    if (openLabel === label) return;
    const skipping = openLabel !== null || Date.now() - closedAt.current < MENU_SKIP_DELAY_MS;
    if (skipping) setOpenLabel(label);
    else openTimer.current = window.setTimeout(() => setOpenLabel(label), MENU_OPEN_DELAY_MS);
  };
  const hoverClose = () => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(close, MENU_CLOSE_DELAY_MS);
  };

  return (
    <nav ref={navRef} className={styles.desktopMenu} aria-label="Main">
      <ul className={styles.menuList}>
        {mainMenu.map((entry) => {
          if (!isGroup(entry)) {
            return (
              <li key={entry.href} className={styles.menuItem}>
                <Link
                  to={entry.href}
                  className={clsx(styles.menuTrigger, isCurrent(pathname, entry.href) && styles.menuActive)}
                  aria-current={pathname === entry.href ? 'page' : undefined}>
                  {entry.label}
                </Link>
              </li>
            );
          }
          const open = openLabel === entry.label;
          const panelId = `${baseId}-${entry.label.replace(/\s+/g, '-')}`;
          const current = [entry.overview, ...entry.items].some((l) => isCurrent(pathname, l.href));
          return (
            // Hover intent and Escape for the whole item (its button and links), not the li itself.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
            <li
              key={entry.label}
              className={styles.menuItem}
              onPointerEnter={(e) => e.pointerType === 'mouse' && hoverOpen(entry.label)}
              onPointerLeave={(e) => e.pointerType === 'mouse' && hoverClose()}
              onKeyDown={(e) => {
                if (e.key === 'Escape' && open) {
                  close();
                  (e.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus();
                }
              }}>
              <button
                type="button"
                className={clsx(styles.menuTrigger, current && styles.menuActive)}
                aria-expanded={open}
                aria-controls={panelId}
                data-state={open ? 'open' : 'closed'}
                onClick={() => (open ? close() : (clearTimers(), setOpenLabel(entry.label)))}>
                {entry.label}
                <Icon name="chevronDown" size={16} className={styles.chevron} />
              </button>
              <Panel group={entry} pathname={pathname} id={panelId} open={open} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
