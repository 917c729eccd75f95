import { $user } from '../../src/stores/session';
import { LoadSection } from '../../src/ui/load-section';
import { LoginGate } from '../../src/ui/login-gate';
import { onDemand, useOnDemand } from '../../src/ui/on-demand';
import type { User } from '../../src/api/shapes/user';

/** #/my-profile: everything about the member in one place, each card loading and failing on its own. */
export function Account() {
  return <LoginGate title="Log in to see your account">{(user) => <MemberPart user={user} />}</LoginGate>;
}

type MemberAccountType = typeof import('./member-account').MemberAccount;

// A visitor sees only the login gate: the cards, their stores and the data layer come after login
// (fetched at once if the page opens with a member already logged in).
const memberPart = onDemand<MemberAccountType>(() => import('./member-account').then((m) => m.MemberAccount));
if ($user.get()) void memberPart.start().catch(() => {});

/** The site bundles the member's cards with the route and hands them over, so nothing waits for a second request. */
export function provideMemberAccount(component: MemberAccountType): void {
  memberPart.provide(component);
}

const LOADING = { kind: 'loading' } as const;

function MemberPart({ user }: { user: User }) {
  const Member = useOnDemand(memberPart, true);
  if (Member) return <Member user={user} />;
  return (
    <LoadSection state={LOADING} retry={() => {}} what="your account">
      {() => null}
    </LoadSection>
  );
}
