import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PartnerFunnel } from '../../src/api/shapes/marketing';
import { formatDay, formatMoney } from '../../src/ui/format';
import { LoadSection } from '../../src/ui/load-section';
import { Pager } from '../../src/ui/pager';
import { useQuery } from '../../src/ui/use-query';
import { useDocumentTitle } from '../layout/use-document-title';
import { exportPartnersCsv } from '../../src/api/marketing';
import { conversion, PARTNERS_PAGE_SIZE, partnersStore } from './marketing-stores';
import { CsvButton } from './table-tools';

const STEPS = [
  ['visits', 'Visits'],
  ['signUps', 'Sign-ups'],
  ['applications', 'Applications'],
  ['approvals', 'Approvals'],
  ['paidMemberships', 'Paid memberships'],
] as const;

/**
 * #/operator/partners?from=yyyy-mm-dd&to=yyyy-mm-dd: what each partner page
 * (`partner-id` on the widgets) brought over a period, step by step, with the
 * rate from one step to the next. The period lives in the address, so a link
 * shows the same figures.
 */
export function PartnersPage() {
  useDocumentTitle('Partners · Back office');
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const [draft, setDraft] = useState({ from, to });
  const page = Math.min(Math.max(0, Math.floor(Number(params.get('page'))) || 0), 100_000);
  const { state, retry } = useQuery(partnersStore(from, to, page), { keepPrevious: true });
  const goTo = (next: number) => {
    const search = new URLSearchParams(params);
    if (next > 0) search.set('page', String(next));
    else search.delete('page');
    setParams(search);
  };
  const fromId = useId();
  const toId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.from) next.set('from', draft.from);
    if (draft.to) next.set('to', draft.to);
    setParams(next);
  };
  return (
    <section className="ops" aria-labelledby="ops-partners">
      <div>
        <h1 id="ops-partners">Partners</h1>
        <p className="ops-lead">
          What each partner page brought: its visits on those days, and how far the people who signed up on it in the period have gone since.
        </p>
      </div>
      <form className="ops-search" onSubmit={submit} aria-label="Period">
        <div className="field">
          <label className="field__label" htmlFor={fromId}>
            From
          </label>
          <input id={fromId} className="field__input" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={toId}>
            To
          </label>
          <input id={toId} className="field__input" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })} />
        </div>
        <button type="submit" className="button button-primary">
          Show
        </button>
      </form>
      <CsvButton list="partners" query={{}} what="The partners’ funnel" fetchCsv={() => exportPartnersCsv({ from: from || undefined, to: to || undefined })} />
      <LoadSection state={state} retry={retry} what="the partners’ figures">
        {(funnel) => (
          <>
            <p className="ops-muted" role="status">
              {formatDay(funnel.from)} to {formatDay(funnel.to)}:{' '}
              {(funnel.total ?? funnel.partners.length) === 1 ? '1 partner page' : `${funnel.total ?? funnel.partners.length} partner pages`}.
            </p>
            {funnel.partners.length === 0 ? (
              <p className="ops-muted">No visits or sign-ups from partner pages in this period.</p>
            ) : (
              <div className="ops-table-scroll" role="region" aria-labelledby="ops-partners-caption" tabIndex={0}>
                <table className="ops-table">
                  <caption id="ops-partners-caption">Funnel per partner page</caption>
                  <thead>
                    <tr>
                      <th scope="col">Partner id</th>
                      {STEPS.map(([key, label]) => (
                        <th scope="col" key={key}>
                          {label}
                        </th>
                      ))}
                      <th scope="col">Revenue (GST included)</th>
                      <th scope="col">Taxable value</th>
                    </tr>
                  </thead>
                  <tbody>
                    {funnel.partners.map((row) => (
                      <PartnerRow key={row.partnerId} row={row} />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {page > 0 || (funnel.total ?? 0) > PARTNERS_PAGE_SIZE ? (
              <Pager
                total={funnel.total}
                more={funnel.total === undefined && funnel.partners.length >= PARTNERS_PAGE_SIZE}
                shown={funnel.partners.length}
                page={page}
                size={PARTNERS_PAGE_SIZE}
                noun={['partner page', 'partner pages']}
                onPage={goTo}
                labels={['Previous page', 'Next page']}
              />
            ) : null}
          </>
        )}
      </LoadSection>
    </section>
  );
}

function PartnerRow({ row }: { row: PartnerFunnel }) {
  return (
    <tr>
      <th scope="row">{row.partnerId}</th>
      {STEPS.map(([key], index) => (
        <td key={key}>
          {row[key].toLocaleString('en-IN')}
          {index > 0 && !(index === 1 && row.visits === 0) ? (
            <span className="ops-muted">
              {' '}
              ({conversion(row[key], row[STEPS[index - 1][0]])} of {STEPS[index - 1][1].toLowerCase()})
            </span>
          ) : null}
        </td>
      ))}
      <td>{formatMoney(row.revenue)}</td>
      <td>{formatMoney(row.taxable)}</td>
    </tr>
  );
}
