import React, {memo, useEffect, useId, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Icon from '@site/src/components/Icon';
import EstimateButton from '@site/src/components/EstimateButton';
import CallButton from '@site/src/components/CallButton';
import {afterPaint} from '@site/src/lib/afterPaint';
import {isGroup} from '@site/src/lib/menu';
import {useMenus} from '@site/src/lib/publishedMenus';
import {useChatHiddenWhile} from '@site/src/lib/chatWidget';
import styles from './MobileMenu.module.css';

/**
 * The panel's links and actions. Memoized: opening and closing the menu re-renders the button and the panel's
 * `hidden`, not some 30 links (at 4x CPU that render was a fifth of the tap).
 */
const MenuLinks = memo(function MenuLinks({pathname}: {pathname: string}): React.JSX.Element {
  const mainMenu = useMenus().main;
  return (
    <>
      <ul className={styles.mobileList}>
        {mainMenu.map((entry) =>
          isGroup(entry) ? (
            <li key={entry.label}>
              <details className={styles.mobileGroup}>
                <summary>
                  {entry.label}
                  <Icon name="chevronDown" size={20} className={styles.chevron} />
                </summary>
                <ul>
                  {[entry.overview, ...entry.items, ...(entry.secondary ? entry.secondary.items : [])].map((link) => (
                    <li key={link.href}>
                      <Link to={link.href} aria-current={pathname === link.href ? 'page' : undefined}>
                        {link.label}
                        {link.description && <span className={styles.mobileDesc}>{link.description}</span>}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={entry.href}>
              <Link
                to={entry.href}
                className={styles.mobileTop}
                aria-current={pathname === entry.href ? 'page' : undefined}>
                {entry.label}
              </Link>
            </li>
          ),
        )}
      </ul>
      <div className={styles.mobileActions}>
        <EstimateButton size="lg">Get Free Quote</EstimateButton>
        <CallButton size="lg" />
      </div>
    </>
  );
});

/**
 * Small-screen menu: a disclosure button and a full-height panel of large
 * touch targets. Groups use native <details>, so they work by touch,
 * keyboard and screen reader with no extra script.
 */
export default function MobileMenu(): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const {pathname} = useLocation();

  useChatHiddenWhile(open);

  // Navigating closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    // The page behind stays still. Inline, not a class: a class change on <html> restyles every li and p of
    // the page (Infima's `ul[class] > li` rules). And once the panel is on screen: the root's overflow lays
    // out the whole page again, which no finger needs in the panel's first frame (tap at 4x: 184 -> 144 ms median).
    const page = document.documentElement.style;
    let current = true;
    document.addEventListener('keydown', onKey);
    void afterPaint().then(() => {
      if (current) page.overflow = 'hidden';
    });
    return () => {
      current = false;
      document.removeEventListener('keydown', onKey);
      page.overflow = '';
    };
  }, [open]);

  return (
    <div className={styles.mobileMenu}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}>
        <Icon name={open ? 'close' : 'menu'} size={24} />
        <span className={styles.menuButtonLabel}>Menu</span>
      </button>
      <nav id={panelId} className={styles.mobilePanel} hidden={!open} aria-label="Main">
        <MenuLinks pathname={pathname} />
      </nav>
    </div>
  );
}
