import { DownOutlined, MenuOutlined } from '../../components/icons';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../lib/router';
import { useCurrentUser } from '../../lib/lookups/current-user';
import { hasPermission } from '../../lib/access';
import { MAIN_MENU, type MenuEntry } from '../menu';
import { lazyPart } from '../../components/lazy-part';

// The phone's menu drawer loads when first opened, not with every page (antd's Drawer: 6 KiB).
const Drawer = lazyPart(() => import('antd/es/drawer').then((m) => m.default));

function matches(entry: MenuEntry, pathname: string): boolean {
  if (entry.match?.test(pathname)) return true;
  if (entry.path && entry.path !== '/' && (pathname === entry.path || pathname.startsWith(`${entry.path}/`)))
    return true;
  return entry.children?.some((child) => matches(child, pathname)) ?? false;
}

/** The entries this person may use (from the permissions of GET /api/auth/user); empty sections disappear. */
function useVisibleEntries(): MenuEntry[] {
  const { data: user } = useCurrentUser();
  const visible = (entries: MenuEntry[]): MenuEntry[] =>
    entries
      .filter((entry) => hasPermission(user, entry.permission))
      .map((entry) => (entry.children ? { ...entry, children: visible(entry.children) } : entry))
      .filter((entry) => !entry.children || entry.children.length > 0);
  return visible(MAIN_MENU);
}

/** A link of the menu; the current page's link says so (aria-current) and is highlighted. */
function EntryLink({ entry, onNavigate }: { entry: MenuEntry; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = matches(entry, pathname);
  return (
    <Link
      to={entry.path ?? '/'}
      className={current ? 'main-menu-link is-current' : 'main-menu-link'}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
    >
      {t(entry.labelKey)}
    </Link>
  );
}

/**
 * A section of the top bar (e.g. Organisation): a button that opens its list of links (click, Enter or Space, or
 * hovering); Escape closes it and gives the focus back to the button; each link is one Tab stop.
 */
function Section({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  // A click right after the pointer opened the section keeps it open (instead of toggling it shut at once).
  const openedByHover = useRef(false);
  const current = matches(entry, pathname);

  useEffect(() => setOpen(false), [pathname]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <li
      ref={item}
      className="main-menu-section"
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={(event) => {
        if (!item.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        className={current ? 'main-menu-link is-current' : 'main-menu-link'}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
      >
        {t(entry.labelKey)} <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </button>
      <ul id={listId} className="main-menu-popup" hidden={!open}>
        {entry.children?.map((child) => (
          <li key={child.key}>
            <EntryLink entry={child} onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The main menu in the top bar (desktop and tablet widths): links and sections, every entry a Tab stop. */
export function MainMenu() {
  const { t } = useTranslation();
  const entries = useVisibleEntries();
  return (
    <nav aria-label={t('menu.main')} className="main-menu">
      <ul>
        {entries.map((entry) =>
          entry.children ? (
            <Section key={entry.key} entry={entry} />
          ) : (
            <li key={entry.key}>
              <EntryLink entry={entry} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/**
 * The main menu at phone width: a button in the top bar opens a drawer with every entry, sections as headings. The
 * drawer keeps the focus inside while open and gives it back to the button when it closes.
 */
export function MainMenuDrawer() {
  const { t } = useTranslation();
  const entries = useVisibleEntries();
  const [open, setOpen] = useState(false);
  // The Drawer is mounted on the first opening: mounted closed with the page it computed its styles (Drawer, motion)
  // inside the first render of every page on a phone for nothing (about 30 ms of a 4x slower phone's main thread).
  const [opened, setOpened] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="main-menu-button"
        aria-label={t('menu.open')}
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <MenuOutlined aria-hidden />
      </button>
      {opened && (
        <Drawer
          open={open}
          onClose={close}
          placement="left"
          size={280}
          title={t('menu.main')}
          closable={{ 'aria-label': t('menu.close') }}
          styles={{ body: { padding: 0 } }}
        >
          <nav aria-label={t('menu.main')} className="main-menu-drawer">
            <ul>
              {entries.map((entry) =>
                entry.children ? (
                  <li key={entry.key}>
                    <h2 className="main-menu-heading">{t(entry.labelKey)}</h2>
                    <ul>
                      {entry.children.map((child) => (
                        <li key={child.key}>
                          <EntryLink entry={child} onNavigate={close} />
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={entry.key}>
                    <EntryLink entry={entry} onNavigate={close} />
                  </li>
                ),
              )}
            </ul>
          </nav>
        </Drawer>
      )}
    </>
  );
}
