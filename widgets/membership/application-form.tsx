import { LoginGate } from '../../src/ui/login-gate';
import { ApplicationStanding } from './application-standing';
import { ApplicationSteps } from './application-steps';

/** #/member-application-form: a DRAFT user's membership application; everyone else is shown where they are instead. */
export function ApplicationForm() {
  return (
    <LoginGate title="Log in to continue your application" text="Your application is kept with your account: log in with your mobile number to pick it up.">
      {(user) => {
        const status = user.status.code;
        return status === 'DRAFT' ? <ApplicationSteps user={user} /> : <ApplicationStanding status={status} />;
      }}
    </LoginGate>
  );
}
