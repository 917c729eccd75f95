import { Route, Routes, useLocation } from 'react-router-dom';
import { Link } from '../layout/link';
import type { User } from '../../src/api/shapes/user';
import { PartnersPage } from './partners-page';
import { SnippetBuilderPage } from './snippet-builder-page';

/** The marketing team's navigation (operators find the same pages among theirs). */
export const MARKETING_SECTIONS = [
  ['partners', 'Partners'],
  ['snippets', 'Snippet builder'],
] as const;

export function isMarketing(user: Pick<User, 'roles'> | null | undefined): boolean {
  return (user?.roles ?? []).some((role) => (typeof role === 'string' ? role : role.name) === 'ROLE_MARKETING');
}

/** #/operator for the marketing team: their pages alone (the server refuses them every other back-office call). */
export function MarketingArea() {
  const section = useLocation().pathname.split('/')[2] ?? '';
  return (
    <div className="ops">
      <nav className="ops-nav" aria-label="Back office">
        <ul>
          {MARKETING_SECTIONS.map(([path, label]) => (
            <li key={path}>
              <Link to={`/operator/${path}`} aria-current={section === path ? 'page' : undefined}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Routes>
        <Route path="snippets" element={<SnippetBuilderPage />} />
        <Route path="*" element={<PartnersPage />} />
      </Routes>
    </div>
  );
}
