import { useState } from 'react';
import { formatMoment } from '../../src/ui/format';
import { LoadSection } from '../../src/ui/load-section';
import { useQuery } from '../../src/ui/use-query';
import { useDocumentTitle } from '../layout/use-document-title';
import { auditStore } from './operator-stores';
import { SelectField } from '../../src/ui/select-field';

const SIZE = 50;
const SUBJECTS = [
  ['', 'Everything'],
  ['application', 'Applications'],
  ['member', 'Memberships'],
  ['product', 'Catalogue'],
  ['booking', 'Fulfilment'],
  ['bagdrop', 'Bag drops'],
  ['newsletter', 'Newsletters'],
  ['event', 'Events'],
  ['user', 'Operators'],
] as const;

/** #/operator/audit: every operator action, newest first: who, what, when, before and after. */
export function AuditPage() {
  useDocumentTitle('Audit log · Back office');
  const [subjectType, setSubjectType] = useState('');
  const [page, setPage] = useState(0);
  const { state, retry } = useQuery(auditStore(JSON.stringify({ subjectType: subjectType || undefined, page, size: SIZE })), { keepPrevious: true });
  return (
    <section className="ops" aria-labelledby="ops-audit">
      <div>
        <h1 id="ops-audit">Audit log</h1>
        <p className="ops-lead">Every action taken in the back office or with npm run admin, newest first.</p>
      </div>
      <div className="ops-search">
        <SelectField
          label="Show"
          value={subjectType}
          onChange={(value) => {
            setSubjectType(value);
            setPage(0);
          }}
          options={SUBJECTS.map(([value, label]) => ({ value, label }))}
        />
      </div>
      <LoadSection state={state} retry={retry} what="the audit log">
        {(entries) => (
          <>
            {entries.length === 0 ? <p className="ops-muted">Nothing recorded here yet.</p> : null}
            <ol className="ops-list ops-audit" aria-label="Actions">
              {entries.map((entry) => (
                <li key={entry.auditId}>
                  <p>
                    <strong>{entry.summary}</strong>
                  </p>
                  <p className="ops-muted">
                    {formatMoment(entry.at)} · {entry.actor.name} · {entry.action}
                  </p>
                  {entry.before !== null || entry.after !== null ? (
                    <details>
                      <summary>Before and after</summary>
                      <pre>{JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}</pre>
                    </details>
                  ) : null}
                </li>
              ))}
            </ol>
            <div className="pager">
              <button type="button" className="button button-quiet" disabled={page === 0} onClick={() => setPage(page - 1)}>
                Newer
              </button>
              <button type="button" className="button button-quiet" disabled={entries.length < SIZE} onClick={() => setPage(page + 1)}>
                Older
              </button>
            </div>
          </>
        )}
      </LoadSection>
    </section>
  );
}
