import { useLayoutEffect, useRef, useState } from 'react';
import { rejectReview } from '../../src/api/operator-reviews';
import { REVIEW_DECISION_MESSAGES, type OperatorReview } from '../../src/api/shapes/review';
import { TextAreaField } from '../../src/ui/text-area-field';
import type { useConfirm } from './confirm-dialog';
import type { Action } from './operator-write';

interface Props {
  review: OperatorReview;
  name: string;
  ask: ReturnType<typeof useConfirm>['ask'];
  action: Action;
  onDone: () => void;
}

/** Why a review is not published, for the member to read; asked again before it is sent. */
export function RejectReviewForm({ review, name, ask, action, onDone }: Props) {
  const [reason, setReason] = useState('');
  const ref = useFocusOnShow<HTMLFormElement>();
  return (
    <form
      ref={ref}
      className="ops-form ops-card"
      noValidate
      aria-label={`Reject ${name}`}
      onSubmit={(event) => {
        event.preventDefault();
        ask({
          title: `Reject ${name}?`,
          what: 'It stays off the bag’s page; the member may change it and send it again.',
          memberSees: REVIEW_DECISION_MESSAGES.notPublished({ bagTitle: review.bag.title, reason: reason.trim() || '(your reason)' }),
          confirmLabel: 'Reject review',
          danger: true,
          run: () =>
            void action
              .run(async () => {
                await rejectReview(review.reviewId, reason.trim());
                return `Rejected ${name}. ${review.member.name} has been told why.`;
              })
              .then((outcome) => outcome.ok && onDone()),
        });
      }}
    >
      <h2>Reject {name}</h2>
      <TextAreaField
        label="Reason for the member"
        hint="The member reads it in their notification, e.g. ‘Reviews may not carry phone numbers.’"
        value={reason}
        onChange={setReason}
        error={action.fieldErrors.reason}
        maxLength={500}
        required
      />
      <p className="row">
        <button type="submit" className="button button-primary" disabled={action.busy}>
          Reject review…
        </button>
        <button type="button" className="button button-quiet" onClick={onDone}>
          Go back
        </button>
      </p>
    </form>
  );
}

/** Focus for a form that appears: its first field, in the commit that shows it. */
function useFocusOnShow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    ref.current?.querySelector<HTMLElement>('textarea, input')?.focus();
  }, []);
  return ref;
}
