import type { UserStatus } from '../api/shapes/user';
import { APPLICATION_REVIEW_TIME } from '../config/review-time';

export interface StandingCopy {
  title: string;
  text: string;
}

/**
 * Where an application or a membership stands, in the member's words: the package
 * screen, the application form and My Account say the same thing for each status.
 */
export function standingCopy(status: UserStatus): StandingCopy {
  switch (status) {
    case 'DRAFT':
      return { title: 'Finish your application', text: 'Your account opens with your membership: finish your application and choose your plan.' };
    case 'PENDING':
      return {
        title: 'We are reviewing your application',
        text: `We check every application by hand, ${APPLICATION_REVIEW_TIME}. We will tell you in your notifications as soon as you can pay.`,
      };
    case 'ONHOLD':
      return {
        title: 'Your application is on hold',
        text: 'We need something more from you before we can approve it. Your notifications say what we need; once it is sorted, we will review your application again.',
      };
    case 'APPROVED':
      return { title: 'Your application is approved', text: 'Choose your plan and pay to start your membership.' };
    case 'DEACTIVE':
      return { title: 'Your membership has been deactivated', text: 'Renew it to book bags again: choose a plan and pay.' };
    case 'EXPIRE':
      return { title: 'Your membership has ended', text: 'Renew it to book bags again: choose a plan and pay.' };
    default:
      return { title: 'Your membership is active', text: 'Nothing is due: choose your next bag.' };
  }
}
