import type { UserStatus } from '../api/shapes/user';
import { openDialog } from '../stores/dialog';
import { SiteLink } from './site-link';

interface BannerCopy {
  title: string;
  text: string;
  action: string;
  /** A site route, or 'signup' for the sign-up dialog. */
  to: string;
}

/**
 * How a visitor or a member who cannot book yet gets there. The routes follow
 * spec point 2 (the header's 'Application Form' and 'My Account').
 */
export function bannerCopy(status: UserStatus | null): BannerCopy | null {
  switch (status) {
    case 'ACTIVE':
      return null;
    case null:
      return {
        title: 'You are previewing the collection',
        text: 'Members borrow these bags. Apply for membership to start booking.',
        action: 'Apply',
        to: 'signup',
      };
    case 'DRAFT':
      return {
        title: 'Your application is not finished',
        text: 'Complete your membership application to start booking bags.',
        action: 'Complete your application',
        to: '/member-application-form',
      };
    case 'DEACTIVE':
    case 'EXPIRE':
      return {
        title: 'Your membership has ended',
        text: 'Renew your membership to book bags again.',
        action: 'Renew your membership',
        to: '/my-profile',
      };
    default:
      return {
        title: 'Choose your membership package',
        text: 'Pick a package to activate your membership and start booking bags.',
        action: 'See the packages',
        to: '/package-details',
      };
  }
}

/** Shown instead of booking to visitors and to members who are not ACTIVE. */
export function MembershipBanner({ status }: { status: UserStatus | null }) {
  const copy = bannerCopy(status);
  if (!copy) return null;
  return (
    <section className="membership-banner" aria-label="Membership">
      <div>
        <p className="membership-banner-title">{copy.title}</p>
        <p className="membership-banner-text">{copy.text}</p>
      </div>
      {copy.to === 'signup' ? (
        <div className="membership-banner-actions">
          <button type="button" className="button button-primary" onClick={() => openDialog('signup')}>
            {copy.action}
          </button>
          <button type="button" className="button button-quiet" onClick={() => openDialog('login')}>
            Member's Login
          </button>
        </div>
      ) : (
        <SiteLink route={copy.to} className="button button-primary">
          {copy.action}
        </SiteLink>
      )}
    </section>
  );
}

export const BANNER_CSS = `
.membership-banner {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px 24px;
  padding: 16px 20px; margin: 0 0 24px; border: 1px solid var(--tote-line); border-left: 4px solid var(--tote-accent);
  border-radius: 8px; background: #f8f2ea;
}
.membership-banner p { margin: 0; }
.membership-banner-title { font-family: Georgia, "Times New Roman", serif; font-size: 1.2rem; }
.membership-banner-text { color: var(--tote-muted); }
.membership-banner-actions { display: flex; flex-wrap: wrap; gap: 8px; }
`;
