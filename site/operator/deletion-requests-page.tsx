import { useState } from 'react';
import { eraseOnRequest } from '../../src/api/operator';
import type { OperatorDeletionRequest } from '../../src/api/shapes/privacy';
import { formatDay } from '../../src/ui/format';
import { formatMoment } from '../../src/ui/format-details';
import { LoadSection } from '../../src/ui/load-section';
import { useQuery } from '../../src/ui/use-query';
import { useDocumentTitle } from '../layout/use-document-title';
import { $deletionRequests, CHANGES } from './operator-stores';
import { Feedback } from './parts';
import { useOperatorWrite } from './operator-write';
import { StatusBadge } from '../../src/ui/status-badge';
import { TextAreaField } from '../../src/ui/text-area-field';

/** #/operator/data-requests: members' requests to erase their data, worked before their due date (DPDP Act 2023). */
export function DeletionRequestsPage() {
  useDocumentTitle('Data requests · Back office');
  const { state, retry } = useQuery($deletionRequests);
  return (
    <section className="ops" aria-labelledby="ops-data-requests">
      <div>
        <h1 id="ops-data-requests">Data requests</h1>
        <p className="ops-lead">
          Members who asked us to delete their data, the soonest due first. Erasing keeps their invoices (with the name and address on them) and deletes the
          rest, their documents included. It cannot be undone.
        </p>
      </div>
      <LoadSection state={state} retry={retry} what="the data requests">
        {(requests) =>
          requests.length === 0 ? (
            <p className="ops-card">No requests.</p>
          ) : (
            <ul className="ops-list" aria-label="Data requests">
              {requests.map((request) => (
                <RequestRow key={request.requestId} request={request} />
              ))}
            </ul>
          )
        }
      </LoadSection>
    </section>
  );
}

function RequestRow({ request }: { request: OperatorDeletionRequest }) {
  const action = useOperatorWrite(CHANGES.erasure);
  const [note, setNote] = useState('');
  const open = request.status === 'OPEN';
  return (
    <li className="ops-row ops-row--plain">
      <div className="ops-section">
        <p>
          {request.name}
          {request.mobile ? ` (${request.mobile})` : ''} <StatusBadge code={request.overdue ? 'OVERDUE' : request.status} />
        </p>
        <p className="ops-muted">
          Asked {formatMoment(request.requestedAt)} · due {formatDay(request.dueAt.slice(0, 10))}
          {request.doneAt ? ` · erased ${formatMoment(request.doneAt)}` : ''}
          {request.note ? ` · ${request.note}` : ''}
        </p>
        <Feedback action={action} />
        {open ? (
          <form
            className="ops-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void action.run(async () => {
                await eraseOnRequest(request.requestId, note.trim());
                return `The data of ${request.name} is erased; the invoices are kept.`;
              });
            }}
          >
            <TextAreaField label={`Note (optional) for ${request.name}`} value={note} onChange={setNote} maxLength={500} error={action.fieldErrors.note} />
            <p>
              <button type="submit" className="button button-danger" disabled={action.busy}>
                Erase their data<span className="visually-hidden"> of {request.name}</span>
              </button>
            </p>
          </form>
        ) : null}
      </div>
    </li>
  );
}
