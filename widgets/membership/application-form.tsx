import type { User } from '../../src/api/shapes/user';
import { $user } from '../../src/stores/session';
import { LoginGate } from '../../src/ui/login-gate';
import { onDemand, useOnDemand } from '../../src/ui/on-demand';
import { PartLoading } from '../../src/ui/on-demand-part';
import { ApplicationStanding } from './application-standing';

type StepsType = typeof import('./application-steps').ApplicationSteps;

// Only a DRAFT member fills the form: its steps, rules and uploads are fetched for them alone
// (at once when the page opens with one logged in), so a visitor's page carries the gate only.
const stepsPart = onDemand<StepsType>(() => import('./application-steps').then((m) => m.ApplicationSteps));
if ($user.get()?.status.code === 'DRAFT') void stepsPart.start().catch(() => {});

/** The steps' code, fetched now (the site's route, tests): the form then renders without a loading panel. */
export function loadApplicationSteps(): Promise<void> {
  return stepsPart.start().then(() => undefined);
}

/** #/member-application-form: a DRAFT user's membership application; everyone else is shown where they are instead. */
export function ApplicationForm() {
  return (
    <LoginGate title="Log in to continue your application" text="Your application is kept with your account: log in with your mobile number to pick it up.">
      {(user) => {
        const status = user.status.code;
        return status === 'DRAFT' ? <Steps user={user} /> : <ApplicationStanding status={status} />;
      }}
    </LoginGate>
  );
}

function Steps({ user }: { user: User }) {
  const ApplicationSteps = useOnDemand(stepsPart, true);
  return ApplicationSteps ? <ApplicationSteps user={user} /> : <PartLoading what="your application" />;
}
