import { useStore } from '@nanostores/react';
import { $deletionRequest, $privacyAction, downloadData, requestDeletion } from '../../src/stores/privacy-store';
import { formatDay } from '../../src/ui/format';
import { useQuery } from '../../src/ui/use-query';
import { Card } from './card';

/** "Your data": a copy of everything the club holds, and a request to erase it (DPDP Act 2023). */
export function PrivacyCard() {
  const { state, retry } = useQuery($deletionRequest);
  const action = useStore($privacyAction);
  if (state.kind === 'ready' && !state.value.served) return null;
  return (
    <Card id="privacy-title" title="Your data" state={state} retry={retry} lines={2}>
      {({ open: request }) => (
        <>
          <p className="muted">Download a copy of everything we hold about you, or ask us to delete it. Invoices are kept, as the tax laws require.</p>
          <div className="row">
            <button type="button" className="button" disabled={action.busy !== null} aria-busy={action.busy === 'download'} onClick={() => void downloadData()}>
              {action.busy === 'download' ? 'Downloading…' : 'Download my data'}
            </button>
            {request ? null : (
              <button
                type="button"
                className="button"
                disabled={action.busy !== null}
                aria-busy={action.busy === 'delete'}
                onClick={() => {
                  if (confirm('Ask us to delete your account and your data? Your membership and bookings end with it.')) void requestDeletion();
                }}
              >
                {action.busy === 'delete' ? 'Sending…' : 'Delete my data'}
              </button>
            )}
          </div>
          {request ? (
            <p role="status">
              You asked us to delete your data on {formatDay(request.requestedAt.slice(0, 10))}. We will do it by {formatDay(request.dueAt.slice(0, 10))}.
            </p>
          ) : null}
          {action.error ? (
            <p className="error-text" role="alert">
              {action.error}
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}
