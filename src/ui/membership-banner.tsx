import type { UserStatus } from '../api/shapes/user';
import { openDialog } from '../stores/dialog';
import { SiteLink } from './site-link';
import { standingCopy } from './status-copy';

interface BannerCopy {
  title: string;
  text: string;
  action: string;
  /** A site route, or 'signup' for the sign-up dialog. */
  to: string;
}

/**
 * How a visitor or a member who cannot book yet gets there, in the words the package
 * screen and My Account use for the same status (./status-copy.ts). The routes follow
 * spec point 2 (the header's 'Application Form'); renewal is paid on the package screen.
 */
export function bannerCopy(status: UserStatus | null): BannerCopy | null {
  if (status === 'ACTIVE') return null;
  if (status === null) {
    return {
      title: 'You are previewing the collection',
      text: 'Members borrow these bags. Apply for membership to start booking.',
      action: 'Apply',
      to: 'signup',
    };
  }
  const { title } = standingCopy(status);
  switch (status) {
    case 'DRAFT':
      return {
        title,
        text: 'Complete your membership application to start booking bags.',
        action: 'Complete your application',
        to: '/member-application-form',
      };
    case 'PENDING':
      return { title, text: 'You can book bags once it is approved and you have chosen your plan.', action: 'See where it stands', to: '/package-details' };
    case 'ONHOLD':
      return { title, text: 'Your notifications say what we need before we can approve it.', action: 'See where it stands', to: '/package-details' };
    case 'APPROVED':
      return { title, text: 'Choose your plan and pay to start booking bags.', action: 'Choose your plan', to: '/package-details' };
    default:
      return { title, text: 'Renew your membership to book bags again.', action: 'Renew your membership', to: '/package-details' };
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
