import { Link } from 'react-router-dom';
import { USER_STATUSES } from '../../src/api/shapes/user';
import { useDocumentTitle } from '../layout/use-document-title';
import { formatDay, statusWord } from '../../src/ui/format';
import { LoadSection } from '../../src/ui/load-section';
import { membersStore } from './operator-stores';
import { StatusBadge } from '../../src/ui/status-badge';
import { InputField } from '../../src/ui/input-field';
import { Pager } from '../../src/ui/pager';
import { SelectField } from '../../src/ui/select-field';
import { usePagedSearch } from '../../src/ui/use-paged-search';

const PAGE_SIZE = 20;

/** #/operator/members: find a member by name, e-mail or mobile, or by status. */
export function MembersPage() {
  useDocumentTitle('Members · Back office');
  const list = usePagedSearch({ search: '', status: '', size: String(PAGE_SIZE) }, membersStore);
  const { draft, setDraft } = list;
  return (
    <section className="ops" aria-labelledby="ops-members">
      <div>
        <h1 id="ops-members">Members</h1>
        <p className="ops-lead">
          Everyone who signed up, newest first: their status, plan and dates. Open a member for their bookings, orders and payments, or to put their membership
          on hold.
        </p>
      </div>
      <form className="ops-search" role="search" aria-label="Members" onSubmit={list.submit}>
        <InputField type="search" label="Name, e-mail or mobile" value={draft.search} onChange={(search) => setDraft({ ...draft, search })} maxLength={100} />
        <SelectField
          label="Status"
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
          options={[{ value: '', label: 'Any status' }, ...USER_STATUSES.map((s) => ({ value: s, label: statusWord(s) }))]}
        />
        <button type="submit" className="button button-primary">
          Search
        </button>
      </form>
      <LoadSection state={list.state} retry={list.retry} what="the members">
        {(page) => (
          <>
            <Pager total={page.total} page={page.page} size={PAGE_SIZE} noun={['member', 'members']} onPage={list.goTo} />
            {page.capped ? <p className="ops-muted">More than {page.total.toLocaleString('en-IN')} members match: add a word to narrow the search.</p> : null}
            <ul className="ops-list" aria-label="Members found">
              {page.members.map((m) => (
                <li key={m.userId} className="ops-row ops-row--plain">
                  <div>
                    <p>
                      <Link to={`/operator/members/${m.userId}`}>{m.name}</Link> <StatusBadge code={m.status} />
                      {m.operator ? <span className="badge"> Operator</span> : null}
                    </p>
                    <p className="ops-muted">
                      {m.mobile}
                      {m.email ? ` · ${m.email}` : ''}
                      {m.membership
                        ? ` · ${m.membership.planName}, ${formatDay(m.membership.startDate)} to ${formatDay(m.membership.endDate)} (${statusWord(m.membership.status)})`
                        : ' · no membership'}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </LoadSection>
    </section>
  );
}
