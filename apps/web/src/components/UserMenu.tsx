import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from './icons';
import { App, Avatar, type DropdownProps } from 'antd';
import {
  type ComponentType,
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../lib/router';
import { useCurrentUser } from '../lib/lookups/current-user';
import { useLogout } from '../lib/logout';

// antd's Dropdown is loaded and mounted when the menu is first wanted, not with every page: its first render
// generates the dropdown's and the menu's styles (34 to 121 ms of CPU on the first paint of a signed-in page).
const loadDropdown = () =>
  import('antd/es/dropdown/dropdown').then((m) => ({ default: m.default as ComponentType<DropdownProps> }));
const Dropdown = lazy(loadDropdown);

/** The menu's items as the browser sees them, in order. */
const itemsOf = (popup: HTMLElement | null) =>
  Array.from(popup?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []);

/**
 * The avatar menu: the person's name (to /profile), change password, and logout behind a confirmation. Its trigger
 * is a real button, so Enter and Space open it (ArrowDown and ArrowUp too, on the first and the last item), and the
 * first item has the focus as soon as the menu shows (arrow keys, Enter, Escape).
 *
 * Not antd's `autoFocus`: it focuses the menu three animation frames after opening, so an arrow key pressed
 * meanwhile went to the button and was lost, and it focuses the item that was active when the menu last closed
 * (rc-menu keeps it), so the same keys led to different items. Here the first item takes the focus in the commit
 * that shows the menu (or the frame after, when the popup's container joins the page), and an arrow pressed on the
 * button while the menu is open moves on from the first item.
 *
 * The Dropdown is mounted on first use (a click, Enter, Space or an arrow on the button; pointing at the button or
 * focusing it starts loading its code). It is not wrapped around the button, which would replace the button (and
 * lose its focus) when it mounts: its trigger is an empty layer inside the button that covers it
 * (`.user-menu-anchor`), so the popup is placed and sized against the button as before, a pointer's clicks toggle it
 * through antd, and a click from the keyboard (which lands on the button itself) toggles it here.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  // Whether the Dropdown has been wanted once (it then stays mounted).
  const [armed, setArmed] = useState(false);
  const popupRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    // Closed from the keyboard (Escape, or an item that leads nowhere else): the focus goes back to the button, not
    // to the page's start. A confirmation opened by an item takes it from there.
    if (closed) {
      const active = document.activeElement;
      if (!active || active === document.body || popupRef.current?.contains(active)) buttonRef.current?.focus();
    }
    if (!open) return;
    let frame = 0;
    let tries = 0;
    const focusFirst = () => {
      const popup = popupRef.current;
      // Done once the focus is in the menu (here, or moved there by an arrow key meanwhile).
      if (popup?.contains(document.activeElement)) return;
      const [first] = itemsOf(popup);
      first?.focus();
      if (document.activeElement !== first && tries++ < 20) frame = requestAnimationFrame(focusFirst);
    };
    focusFirst();
    return () => cancelAnimationFrame(frame);
  }, [open]);

  /** Arrows on the button: open on the first (down) or last (up) item; while open, move on as the menu would. */
  const onButtonKeyDown = (event: KeyboardEvent) => {
    // Keys pressed in the menu reach here too (its popup is a React child of the button): they are the menu's own.
    if (event.target !== buttonRef.current) return;
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = itemsOf(popupRef.current);
    const down = event.key === 'ArrowDown';
    if (!open || items.length === 0) {
      setArmed(true);
      setOpen(true);
      if (!down) requestAnimationFrame(() => itemsOf(popupRef.current).at(-1)?.focus());
      return;
    }
    // The menu is open, so the first item counts as focused: one step from there.
    items[down ? 1 % items.length : items.length - 1]?.focus();
  };

  const confirmLogout = () =>
    modal.confirm({
      title: t('logout_confirm.title'),
      content: t('logout_confirm.content'),
      okText: t('logout_confirm.ok'),
      cancelText: t('logout_confirm.cancel'),
      onOk: async () => {
        await logout.mutateAsync();
        navigate('/login', { replace: true });
      },
    });

  /** A click on the button itself: from the keyboard, or the first one before the Dropdown is there. */
  const onButtonClick = (event: MouseEvent) => {
    // On the anchor, antd's trigger toggles the menu; a click in the menu (a React child of the button) is the menu's.
    if (armed && event.target !== buttonRef.current) return;
    setArmed(true);
    setOpen((value) => !value);
  };
  const preload = () => void loadDropdown();

  const menu = armed && (
    <Dropdown
      // Click only: with hover as well, a click after the pointer rested on the avatar closed the menu it had just opened.
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      popupRender={(menu) => <div ref={popupRef}>{menu}</div>}
      menu={{
        items: [
          {
            key: 'profile',
            icon: <UserOutlined />,
            label: user?.name ?? t('menu.profile'),
            onClick: () => navigate('/profile'),
          },
          {
            key: 'change-password',
            icon: <KeyOutlined />,
            label: t('menu.change_password'),
            onClick: () => navigate('/change-password'),
          },
          { type: 'divider' },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            label: t('menu.logout'),
            // After the menu has closed and handed the focus back, so that the confirmation keeps it (and traps it).
            onClick: () => setTimeout(confirmLogout, 0),
          },
        ],
      }}
    >
      <span className="user-menu-anchor" aria-hidden />
    </Dropdown>
  );

  return (
    <button
      ref={buttonRef}
      type="button"
      className="user-menu-button"
      data-testid="user-menu"
      aria-haspopup="menu"
      aria-expanded={open}
      onKeyDown={onButtonKeyDown}
      onClick={onButtonClick}
      onPointerEnter={preload}
      onFocus={preload}
      aria-label={compact ? t('menu.account', { name: user?.name ?? '' }) : undefined}
    >
      <Avatar src={user?.avatar_url ?? undefined} icon={<UserOutlined />} alt="" />
      {!compact && <span>{user?.name}</span>}
      <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      {menu && <Suspense fallback={null}>{menu}</Suspense>}
    </button>
  );
}
