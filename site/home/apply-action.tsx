import { useStore } from '@nanostores/react';
import { Link } from '../layout/link';
import { openDialog } from '../../src/stores/dialog';
import { $status } from '../../src/stores/session';
import { routeForStatus } from '../../src/routing/status-route';

// Where a logged-in user's next step is (spec point 4), said in words.
const NEXT_STEP: Record<string, string> = {
  '/members-collection': 'Continue to the collection',
  '/package-details': 'Choose your membership',
  '/my-profile': 'Go to my account',
};

interface ApplyActionProps {
  /** The visitor's button label. */
  label?: string;
  /** Also offer "Member's Login" to visitors. */
  withLogin?: boolean;
}

/** The home page's call to action: Apply for a visitor, the next step by status for a user. */
export function ApplyAction({ label = 'Apply', withLogin = false }: ApplyActionProps) {
  const status = useStore($status);
  if (status) {
    const route = routeForStatus(status);
    return (
      <div className="hero-actions">
        <Link className="button button-primary" to={route}>
          {NEXT_STEP[route] ?? 'Continue'}
        </Link>
      </div>
    );
  }
  return (
    <div className="hero-actions">
      <button type="button" className="button button-primary" onClick={() => openDialog('signup')}>
        {label}
      </button>
      {withLogin && (
        <button type="button" className="button button-quiet" onClick={() => openDialog('login')}>
          Member's Login
        </button>
      )}
    </div>
  );
}
