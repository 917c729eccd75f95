import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { onDemand, useOnDemand } from '../../src/ui/on-demand';
import { useStore } from '@nanostores/react';
import { resetCollectionQuery } from '../../src/stores/collection-reset';
import { openDialog } from '../../src/stores/dialog';
import { $user } from '../../src/stores/session';
import type { User } from '../../src/api/shapes/user';
import { SiteLink } from '../../src/ui/site-link';

type UserActionsType = ComponentType<{ user: User; onOpen: () => void }>;

/** The member's half of the header (user-actions.tsx), fetched the first time a member is shown. */
const userActions = onDemand<UserActionsType>(() => import('./user-actions').then((m) => m.UserActions));

/** A page that bundles the member's half with its own scripts hands it over here, so the header needs no second request (the unit tests do). */
export function provideUserActions(component: UserActionsType): void {
  userActions.provide(component);
}

/**
 * The site header of spec point 2. What it shows depends on the status, not the
 * role (spec point 6). On a narrow header the navigation folds behind a menu button.
 */
export function Header() {
  const user = useStore($user);
  const status = user?.status.code ?? null;
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const barRef = useRef<HTMLDivElement>(null);

  const UserActions = useOnDemand(userActions, user !== null);

  useEffect(() => {
    if (!navOpen) return;
    const onPointerDown = (event: Event) => {
      if (barRef.current && !event.composedPath().includes(barRef.current)) setNavOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [navOpen]);

  const closeNav = () => setNavOpen(false);

  function onNavKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && navOpen) {
      event.preventDefault();
      setNavOpen(false);
      toggleRef.current?.focus();
    }
  }

  return (
    <header className="header">
      <div className="bar" ref={barRef} onKeyDown={onNavKeyDown}>
        <SiteLink route="/" className="brand" onActivate={closeNav}>
          Tote
        </SiteLink>

        <button ref={toggleRef} type="button" className="nav-toggle" aria-expanded={navOpen} aria-controls={navId} onClick={() => setNavOpen(!navOpen)}>
          <span className="nav-toggle-lines" aria-hidden="true" />
          <span className="nav-toggle-word">{navOpen ? 'Close menu' : 'Menu'}</span>
        </button>

        <nav id={navId} className={navOpen ? 'nav nav-open' : 'nav'} aria-label="Main">
          <ul className="nav-links">
            <li>
              <SiteLink
                route="/members-collection"
                className="nav-link"
                onActivate={() => {
                  // Spec point 2: entering the collection starts without saved filters.
                  resetCollectionQuery();
                  closeNav();
                }}
              >
                {status === 'ACTIVE' ? 'Member Collection' : 'Preview Collection'}
              </SiteLink>
            </li>
            <li>
              <SiteLink route="/our-process" className="nav-link" onActivate={closeNav}>
                Our Process
              </SiteLink>
            </li>
          </ul>
          {!user && (
            <div className="visitor-actions">
              <button
                type="button"
                className="button button-primary"
                onClick={() => {
                  closeNav();
                  openDialog('signup');
                }}
              >
                Apply
              </button>
              <button
                type="button"
                className="button button-quiet"
                onClick={() => {
                  closeNav();
                  openDialog('login');
                }}
              >
                Member's Login
              </button>
            </div>
          )}
        </nav>

        {user && UserActions && <UserActions user={user} onOpen={closeNav} />}
      </div>
    </header>
  );
}
