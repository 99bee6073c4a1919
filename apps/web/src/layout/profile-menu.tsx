import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { CurrentUser } from '@lectern/contracts';
import { teamsQueryOptions } from '../api/teams';
import { menuFocusIndex } from './menu-keys';
import { profileMenuItems } from './profile-menu-items';

type FocusOnOpen = 'first' | 'last' | null;

/**
 * The signed-in user's dropdown in the header. A menu button: Enter, Space or the arrows open
 * it, the arrows, Home and End move through it, Escape closes it and returns to the button; a
 * click outside or Tab closes it.
 */
export function ProfileMenu({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const focusOnOpen = useRef<FocusOnOpen>(null);
  const menuId = useId();
  // The team entry: the person's team, else the way to create one (known before the menu opens).
  const teams = useQuery(teamsQueryOptions(user.id));
  const team = teams.data ? (teams.data[0] ?? null) : undefined;

  const menuItems = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const items = menuItems();
    if (focusOnOpen.current) (focusOnOpen.current === 'first' ? items[0] : items.at(-1))?.focus();
    focusOnOpen.current = null;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // Opened with the mouse, the focus is still outside the menu: its keys work all the same.
    const keysFromOutside = (event: globalThis.KeyboardEvent) => {
      if (root.current?.querySelector('[role="menu"]')?.contains(document.activeElement)) return;
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        (event.key === 'ArrowDown' ? menuItems()[0] : menuItems().at(-1))?.focus();
      }
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', keysFromOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', keysFromOutside);
    };
  }, [open]);

  const openMenu = (focus: FocusOnOpen) => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  // A click from Enter or Space has no pointer details (`detail` 0): the first item gets the focus.
  const onButtonClick = (event: MouseEvent) => (open ? setOpen(false) : openMenu(event.detail === 0 ? 'first' : null));

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key === 'Tab') return setOpen(false);
    const items = menuItems();
    const next = menuFocusIndex(event.key, items.indexOf(document.activeElement as HTMLElement), items.length);
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  };

  return (
    <div className="profile-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="profile-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar user={user} />
        <span className="profile-menu__name">{user.username}</span>
        <svg className="profile-menu__caret" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M3 4.5 6 7.5 9 4.5" />
        </svg>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={user.username}
          className="profile-menu__list"
          onKeyDown={onMenuKeyDown}
        >
          {profileMenuItems(user, team).map((item, index, items) => [
            item.group && item.group !== items[index - 1]?.group && (
              <div key={item.group} role="presentation" aria-hidden="true" className="profile-menu__group">
                {item.group}
              </div>
            ),
            <Link
              key={item.to}
              to={item.to}
              params={{ username: user.username }}
              // Following the sign-out link signs out; pointing at it must not.
              preload={item.to === '/users/sign_out' ? false : undefined}
              role="menuitem"
              tabIndex={-1}
              className={item.group ? 'profile-menu__item profile-menu__item--grouped' : 'profile-menu__item'}
              onClick={() => setOpen(false)}
            >
              {item.group ? <span className="visually-hidden">{item.group}: </span> : null}
              {item.label}
            </Link>,
          ])}
        </div>
      )}
    </div>
  );
}

function Avatar({ user }: { user: CurrentUser }) {
  if (user.thumbnail_url) return <img className="avatar" src={user.thumbnail_url} alt="" />;
  return (
    <span className="avatar avatar--initial" aria-hidden="true">
      {user.username.charAt(0).toUpperCase()}
    </span>
  );
}
