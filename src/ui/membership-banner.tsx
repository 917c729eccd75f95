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
 * How a visitor or a member who cannot book yet gets there. Each title is the one the package screen and My
 * Account give the same status (standingCopy in ./status-copy.ts, whose long texts the banner does not show:
 * kept out of the collection's and the bag page's first load, the unit test holds the two to the same words).
 * The routes follow spec point 2 (the header's 'Application Form'); renewal is paid on the package screen.
 */
export function bannerCopy(status: UserStatus | null): BannerCopy | null {
  const plan = (title: string, text: string, action = 'See where it stands'): BannerCopy => ({ title, text, action, to: '/package-details' });
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
        title: 'Finish your application',
        text: 'Complete your membership application to start booking bags.',
        action: 'Complete your application',
        to: '/member-application-form',
      };
    case 'PENDING':
      return plan('We are reviewing your application', 'You can book bags once it is approved and you have chosen your plan.');
    case 'ONHOLD':
      return plan('Your application is on hold', 'Your notifications say what we need before we can approve it.');
    case 'APPROVED':
      return plan('Your application is approved', 'Choose your plan and pay to start booking bags.', 'Choose your plan');
    default:
      return plan(
        status === 'EXPIRE' ? 'Your membership has ended' : 'Your membership has been deactivated',
        'Renew your membership to book bags again.',
        'Renew your membership',
      );
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
