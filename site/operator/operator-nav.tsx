import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation } from 'react-router-dom';
import { Link } from '../layout/link';
import { $user } from '../../src/stores/session';
import { OPERATOR_SECTIONS, ROLE_LABELS } from './operator-sections';
import { $operatorCounts } from './operator-stores';

/**
 * The back office's side navigation: who is working, each section with what waits there,
 * and the way out. On a phone it folds behind one button so the work gets the screen.
 */
export function OperatorNav() {
  const user = useStore($user);
  const { data: counts } = useStore($operatorCounts);
  const [open, setOpen] = useState(false);
  // Which section the address is in: its link is the current page.
  const section = useLocation().pathname.split('/')[2] ?? '';
  const current = OPERATOR_SECTIONS.find((s) => s.path === section);
  const role = user?.roles.map((r) => ROLE_LABELS[typeof r === 'string' ? r : r.name]).find(Boolean) ?? 'Operator';

  return (
    <div className={open ? 'ops-side ops-side--open' : 'ops-side'}>
      <div className="ops-side__head">
        <p className="ops-side__brand">
          <Link to="/operator">Tote back office</Link>
        </p>
        {user && (
          <p className="ops-side__who">
            <span className="ops-side__name">
              {user.firstName} {user.lastName}
            </span>
            <span className="ops-side__role">{role}</span>
          </p>
        )}
        <button
          type="button"
          className="button button-small ops-side__toggle"
          aria-expanded={open}
          aria-controls="ops-side-links"
          onClick={() => setOpen(!open)}
        >
          {open ? 'Close menu' : `Menu${current ? `: ${current.label}` : ''}`}
        </button>
      </div>
      <nav className="ops-nav" aria-label="Back office">
        <ul id="ops-side-links" className="ops-side__links">
          {OPERATOR_SECTIONS.map(({ path, label, count, countWords }) => {
            const waiting = count ? counts?.[count] : undefined;
            return (
              <li key={path}>
                <Link to={path ? `/operator/${path}` : '/operator'} aria-current={section === path ? 'page' : undefined} onClick={() => setOpen(false)}>
                  <span>{label}</span>
                  {waiting ? (
                    <span className="ops-count">
                      {waiting}
                      <span className="visually-hidden"> {countWords}</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
        <ul className="ops-side__links ops-side__out">
          <li>
            <Link to="/">Member site</Link>
          </li>
          <li>
            <Link to="/logout">Log out</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
