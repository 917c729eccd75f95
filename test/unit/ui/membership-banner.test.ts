import { describe, expect, it } from 'vitest';
import { USER_STATUSES } from '../../../src/api/shapes/user';
import { bannerCopy } from '../../../src/ui/membership-banner';
import { standingCopy } from '../../../src/ui/status-copy';

describe('the membership banner', () => {
  it('gives every status that cannot book the title the package screen and My Account give it', () => {
    for (const status of USER_STATUSES.filter((s) => s !== 'ACTIVE')) {
      expect(bannerCopy(status)?.title, status).toBe(standingCopy(status).title);
    }
  });

  it('shows nothing to an ACTIVE member, and sends a visitor to sign up', () => {
    expect(bannerCopy('ACTIVE')).toBeNull();
    expect(bannerCopy(null)).toMatchObject({ action: 'Apply', to: 'signup' });
  });

  it('sends a DRAFT member to the application form and the others to the package screen', () => {
    expect(bannerCopy('DRAFT')?.to).toBe('/member-application-form');
    for (const status of ['PENDING', 'ONHOLD', 'APPROVED', 'DEACTIVE', 'EXPIRE'] as const) expect(bannerCopy(status)?.to, status).toBe('/package-details');
    expect(bannerCopy('EXPIRE')?.action).toBe('Renew your membership');
  });
});
