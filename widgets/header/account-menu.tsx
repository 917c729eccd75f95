import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { User } from '../../src/api/shapes/user';
import { hasAccount } from '../../src/routing/account-status';
import { applicationFormRoute, isOperator, OPERATOR_ROUTE } from '../../src/routing/status-route';
import { logout } from '../../src/stores/session-lifecycle';
import { initials } from './initials';
import { SiteLink } from '../../src/ui/site-link';

interface AccountMenuProps {
  user: User;
  /** Lets the header fold its phone navigation away, so two panels never overlap. */
  onOpen?: () => void;
}

/**
 * The initials circle and its menu (spec points 2 and 6), following the WAI-ARIA
 * menu button pattern: Enter, Space or ArrowDown open it on the first item,
 * ArrowUp on the last; arrows, Home and End move; Escape closes it and returns
 * focus to the button; Tab or a click outside closes it.
 */
export function AccountMenu({ user, onOpen }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  // Which item to focus once the menu has rendered: 'first', 'last' or nothing.
  const [focusTarget, setFocusTarget] = useState<'first' | 'last' | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const status = user.status.code;
  const name = `${user.firstName} ${user.lastName}`.trim();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  function openMenu(target: 'first' | 'last') {
    onOpen?.();
    setOpen(true);
    setFocusTarget(target);
  }

  function closeMenu(returnFocus: boolean) {
    setOpen(false);
    setFocusTarget(null);
    if (returnFocus) buttonRef.current?.focus();
  }

  useEffect(() => {
    if (!open || !focusTarget) return;
    const list = items();
    (focusTarget === 'first' ? list[0] : list[list.length - 1])?.focus();
    setFocusTarget(null);
  }, [open, focusTarget]);

  useEffect(() => {
    if (!open) return;
    // composedPath sees through the shadow root, where event.target would be the host.
    const onPointerDown = (event: Event) => {
      if (wrapperRef.current && !event.composedPath().includes(wrapperRef.current)) closeMenu(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      // Handled here, so the browser's synthetic click does not toggle it shut again.
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      closeMenu(true);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const list = items();
    const index = list.indexOf(event.target as HTMLElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        closeMenu(true);
        break;
      case 'Tab':
        closeMenu(false);
        break;
      case ' ':
        // Space activates a menu item like Enter; on a link it would scroll the page.
        event.preventDefault();
        (event.target as HTMLElement).click();
        break;
    }
  }

  return (
    <div className="account" ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className="avatar-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? closeMenu(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {/* Named by its content, so the name starts with the initials a voice-control user sees and says (WCAG 2.5.3). */}
        <span className="avatar">{initials(user.firstName, user.lastName)}</span>
        <span className="visually-hidden">, account menu for {name}</span>
      </button>
      <ul id={menuId} ref={menuRef} role="menu" aria-label="Account" className="menu" hidden={!open} onKeyDown={onMenuKeyDown}>
        {isOperator(user) ? (
          <li role="none">
            <SiteLink route={OPERATOR_ROUTE} role="menuitem" tabIndex={-1} className="menu-item" onActivate={() => closeMenu(false)}>
              Back office
            </SiteLink>
          </li>
        ) : null}
        {hasAccount(status) ? (
          <li role="none">
            <SiteLink route="/my-profile" role="menuitem" tabIndex={-1} className="menu-item" onActivate={() => closeMenu(false)}>
              My Account
            </SiteLink>
          </li>
        ) : (
          <li role="none">
            <SiteLink route={applicationFormRoute(status)} role="menuitem" tabIndex={-1} className="menu-item" onActivate={() => closeMenu(false)}>
              Application Form
            </SiteLink>
          </li>
        )}
        <li role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="menu-item"
            onClick={() => {
              closeMenu(false);
              logout();
            }}
          >
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
