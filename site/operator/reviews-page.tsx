import { useState } from 'react';
import type { FetcherStore } from '../../src/stores/query';
import { approveReview, listReviews } from '../../src/api/operator-reviews';
import { REVIEW_DECISION_MESSAGES, type OperatorReview } from '../../src/api/shapes/review';
import { createFetcherStore } from '../../src/stores/query';
import { DataTable, type TableColumn } from '../../src/ui/data-table';
import { formatMoment } from '../../src/ui/format-details';
import { SelectField } from '../../src/ui/select-field';
import { useQuery } from '../../src/ui/use-query';
import { useDocumentTitle } from '../layout/use-document-title';
import { useDocumentStyles } from './use-document-styles';
import { useConfirm } from './confirm-dialog';
import { useOperatorWrite } from './operator-write';
import { Feedback } from './parts';
import { PrivateImage } from './private-file';
import { RejectReviewForm } from './reject-review-form';
import { useTableState } from './use-table-state';

const SIZE = 50;
const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
const PREFIX = 'operator/reviews/';

/** What a decision changes: this list, the bag page's reviews, the audit log and the navigation's counts. */
export const REVIEW_CHANGES = (key: string) =>
  key.startsWith(PREFIX) || key.startsWith('reviews/') || key.startsWith('operator/audit/') || key === 'operator/counts';

const stores = new Map<string, FetcherStore<OperatorReview[]>>();
function reviewsStore(query: string): FetcherStore<OperatorReview[]> {
  let store = stores.get(query);
  if (!store) stores.set(query, (store = createFetcherStore<OperatorReview[]>([PREFIX, query], { fetcher: (_p, q) => listReviews(JSON.parse(String(q))) })));
  return store;
}

// A member's words as they wrote them (line breaks kept), never wider than a readable column.
const CSS = '.ops-review-text { margin: 0; max-width: 48ch; white-space: pre-line; overflow-wrap: anywhere; }';

const stars = (n: number) => `${n} of 5`;
const nameOf = (r: OperatorReview) => `the review of ${r.bag.title} by ${r.member.name}`;

/** #/operator/reviews: members' reviews of the bags they rented; approve one to publish it on the bag page, or reject it with a reason. */
export function ReviewsPage() {
  useDocumentTitle('Reviews · Back office');
  useDocumentStyles(CSS);
  const table = useTableState({ filters: ['status'] as const, sorts: [] });
  const status = (STATUSES as readonly string[]).includes(table.filters.status) ? (table.filters.status as (typeof STATUSES)[number]) : 'PENDING';
  const { state, retry, loading } = useQuery(reviewsStore(JSON.stringify({ status, page: table.page, size: SIZE })), { keepPrevious: true });
  const action = useOperatorWrite(REVIEW_CHANGES);
  const confirm = useConfirm();
  const [rejecting, setRejecting] = useState<OperatorReview | null>(null);

  const approve = (r: OperatorReview) =>
    confirm.ask({
      title: `Publish ${nameOf(r)}?`,
      what: 'It shows on the bag’s page with its photo, and counts in the bag’s average rating. It can no longer be changed.',
      memberSees: REVIEW_DECISION_MESSAGES.published({ bagTitle: r.bag.title, productUrl: r.bag.url }),
      confirmLabel: 'Publish review',
      run: () =>
        void action.run(async () => {
          await approveReview(r.reviewId);
          return `Published ${nameOf(r)}. ${r.member.name} has been told.`;
        }),
    });

  const columns: TableColumn<OperatorReview>[] = [
    {
      key: 'photo',
      heading: 'Photo',
      quietHeading: true,
      cell: (r) =>
        r.photo ? (
          <span className="data-table__thumb">
            <PrivateImage url={r.photo.url} alt={`Photo with ${nameOf(r)}`} />
          </span>
        ) : null,
    },
    { key: 'bag', heading: 'Bag', cell: (r) => r.bag.title },
    { key: 'member', heading: 'Member', cell: (r) => r.member.name },
    { key: 'rating', heading: 'Rating', cell: (r) => stars(r.rating) },
    { key: 'text', heading: 'Review', cell: (r) => <p className="ops-review-text">{r.text}</p> },
    { key: 'at', heading: status === 'PENDING' ? 'Written' : 'Decided', cell: (r) => formatMoment(status === 'PENDING' ? r.createdAt : r.decidedAt) },
    status === 'PENDING'
      ? {
          key: 'actions',
          heading: 'Actions',
          quietHeading: true,
          cell: (r) => (
            <span className="ops-actions">
              <button type="button" className="button button-small button-primary" disabled={action.busy} onClick={() => approve(r)}>
                Approve<span className="visually-hidden"> {nameOf(r)}</span>
              </button>
              <button type="button" className="button button-small" disabled={action.busy} onClick={() => setRejecting(r)}>
                Reject…<span className="visually-hidden"> {nameOf(r)}</span>
              </button>
            </span>
          ),
        }
      : { key: 'reason', heading: 'Reason', cell: (r) => r.reason ?? '' },
  ];

  return (
    <section className="ops" aria-labelledby="ops-reviews">
      <div>
        <h1 id="ops-reviews">Reviews</h1>
        <p className="ops-lead">
          Members’ reviews of the bags they rented. A review shows on the bag’s page, with its photo, only once approved; rejected, the member reads your reason
          and may change it.
        </p>
      </div>
      <Feedback action={action} />
      {rejecting ? (
        <RejectReviewForm
          key={rejecting.reviewId}
          review={rejecting}
          name={nameOf(rejecting)}
          ask={confirm.ask}
          action={action}
          onDone={() => setRejecting(null)}
        />
      ) : null}
      <div className="table-tools">
        <SelectField
          label="Show"
          value={status}
          onChange={(value) => table.setFilter('status', value === 'PENDING' ? '' : value)}
          options={[
            { value: 'PENDING', label: 'Waiting for a decision' },
            { value: 'APPROVED', label: 'Published' },
            { value: 'REJECTED', label: 'Rejected' },
          ]}
        />
      </div>
      <DataTable
        caption="Reviews"
        columns={columns}
        rows={state.kind === 'ready' ? state.value : undefined}
        loading={loading}
        error={state.kind === 'error' ? { message: `We could not load the reviews. ${state.message}`, retry } : null}
        rowKey={(r) => r.reviewId}
        rowName={nameOf}
        empty={status === 'PENDING' ? 'No reviews are waiting.' : 'No reviews here.'}
        paging={{ page: table.page, size: SIZE, noun: ['review', 'reviews'], onPage: table.goTo }}
      />
      {confirm.dialog}
    </section>
  );
}
