import type { Allowance } from '../../src/api/shapes/my-account';
import { $allowance } from '../../src/stores/my-account-store';
import { formatDay } from '../../src/ui/format';
import { SiteLink } from '../../src/ui/site-link';
import { useQuery } from '../../src/ui/use-query';
import { Card } from './card';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What the plan allows this period, used and left, and when the period renews. Left out on a backend
 * without the call, and for a member with no membership covering today (the membership card says why).
 */
export function AllowanceCard({ canBook }: { canBook: boolean }) {
  const { state, retry } = useQuery($allowance);
  if (state.kind === 'ready' && (!state.value.served || state.value.value === null)) return null;
  return (
    <Card id="allowance-title" title="Your allowance" state={state} retry={retry} skeleton={<AllowanceBones canBook={canBook} />}>
      {({ value }) => (value ? <AllowanceFacts allowance={value} canBook={canBook} /> : null)}
    </Card>
  );
}

/**
 * The card's shape while it loads, from the same CSS as its content (a line of the lead, the meter, a rule per
 * fact, the button for a member who can book), so the cards below do not move when it arrives (CLS).
 */
function AllowanceBones({ canBook }: { canBook: boolean }) {
  return (
    <div className="allowance-bones" aria-hidden="true">
      <span className="bone allowance-bones__lead" />
      <span className="bone allowance__meter" />
      <div>
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} className="bone" />
        ))}
      </div>
      {canBook ? <span className="bone allowance-bones__button" /> : null}
    </div>
  );
}

export function AllowanceFacts({ allowance: a, canBook }: { allowance: Allowance; canBook: boolean }) {
  return (
    <>
      <p className="allowance__lead">
        {a.leftNow > 0
          ? `You can have ${count(a.leftNow, 'more bag', 'more bags')} out now.`
          : `All ${count(a.bagsAtATime, 'bag', 'bags')} of your plan are out now: book another for after one comes back.`}
      </p>
      <meter className="allowance__meter" min={0} max={a.bagsAtATime} value={a.withYouNow} aria-label="Bags out of your plan's allowance">
        {a.withYouNow} of {a.bagsAtATime}
      </meter>
      <dl className="facts">
        <div>
          <dt>Your {a.planName} plan</dt>
          <dd>
            {count(a.bagsAtATime, 'bag', 'bags')} at a time, up to {a.maxRentalDays} days each
          </dd>
        </div>
        <div>
          <dt>With you now</dt>
          <dd>{count(a.withYouNow, 'bag', 'bags')}</dd>
        </div>
        <div>
          <dt>Booked ahead</dt>
          <dd>{count(a.upcoming, 'booking', 'bookings')}</dd>
        </div>
        <div>
          <dt>Booked this period</dt>
          <dd>{count(a.bookedThisPeriod, 'booking', 'bookings')}</dd>
        </div>
        <div>
          <dt>This period</dt>
          <dd>
            {formatDay(a.periodStart, 'numeric')} to {formatDay(a.periodEnd, 'numeric')}
          </dd>
        </div>
        <div>
          <dt>Renews on</dt>
          <dd>{formatDay(a.renewsOn, 'numeric')}</dd>
        </div>
      </dl>
      {canBook && a.leftNow > 0 ? (
        <SiteLink route="/members-collection" className="button">
          Choose a bag
        </SiteLink>
      ) : null}
    </>
  );
}
