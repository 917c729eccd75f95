import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { searchMembers } from '../../src/api/operator';
import { USER_STATUSES } from '../../src/api/shapes/user';
import { useLoad } from '../../src/ui/use-load';
import { useDocumentTitle } from '../layout/use-document-title';
import { day, words } from './format';
import { Badge, InputField, Loaded, SelectField } from './parts';

const PAGE_SIZE = 20;

/** #/operator/members: find a member by name, e-mail or mobile, or by status. */
export function MembersPage() {
  useDocumentTitle('Members · Back office');
  const [draft, setDraft] = useState({ search: '', status: '' });
  const [query, setQuery] = useState({ search: '', status: '', page: 0 });
  const [state, retry] = useLoad(() => searchMembers({ ...query, size: PAGE_SIZE }), JSON.stringify(query));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...draft, page: 0 });
  };
  return (
    <section className="ops" aria-labelledby="ops-members">
      <div>
        <h1 id="ops-members">Members</h1>
        <p className="ops-lead">Everyone who signed up, newest first: their status, plan and dates. Open a member for their bookings, orders and payments, or to put their membership on hold.</p>
      </div>
      <form className="ops-search" role="search" aria-label="Members" onSubmit={submit}>
        <InputField type="search" label="Name, e-mail or mobile" value={draft.search} onChange={(search) => setDraft({ ...draft, search })} maxLength={100} />
        <SelectField
          label="Status"
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
          options={[{ value: '', label: 'Any status' }, ...USER_STATUSES.map((s) => ({ value: s, label: words(s) }))]}
        />
        <button type="submit" className="button button-primary">
          Search
        </button>
      </form>
      <Loaded state={state} retry={retry} what="the members">
        {(page) => (
          <>
            <p className="ops-muted" role="status">
              {page.total === 0 ? 'No member matches.' : `${page.total} ${page.total === 1 ? 'member' : 'members'}${page.total > PAGE_SIZE ? `, page ${page.page + 1} of ${Math.ceil(page.total / PAGE_SIZE)}` : ''}.`}
            </p>
            <ul className="ops-list" aria-label="Members found">
              {page.members.map((m) => (
                <li key={m.userId} className="ops-row ops-row--plain">
                  <div>
                    <p>
                      <Link to={`/operator/members/${m.userId}`}>{m.name}</Link> <Badge code={m.status} />
                      {m.operator ? <span className="ops-badge"> Operator</span> : null}
                    </p>
                    <p className="ops-muted">
                      {m.mobile}
                      {m.email ? ` · ${m.email}` : ''}
                      {m.membership
                        ? ` · ${m.membership.planName}, ${day(m.membership.startDate)} to ${day(m.membership.endDate)} (${words(m.membership.status)})`
                        : ' · no membership'}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            {page.total > PAGE_SIZE ? (
              <div className="ops-pager">
                <button type="button" className="button button-quiet" disabled={page.page === 0} onClick={() => setQuery({ ...query, page: query.page - 1 })}>
                  Newer
                </button>
                <button
                  type="button"
                  className="button button-quiet"
                  disabled={(page.page + 1) * PAGE_SIZE >= page.total}
                  onClick={() => setQuery({ ...query, page: query.page + 1 })}
                >
                  Older
                </button>
              </div>
            ) : null}
          </>
        )}
      </Loaded>
    </section>
  );
}
