import { ApplicationForm } from './application-form';
import { Packages } from './packages';

export type MembershipView = 'application' | 'packages';

/** One widget, two screens of the same journey: the application form and the packages with payment. */
export function Membership({ view }: { view: MembershipView }) {
  return view === 'application' ? <ApplicationForm /> : <Packages />;
}
