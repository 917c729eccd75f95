import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../layout/link';
import { decideApplication } from '../../src/api/operator';
import { type Applicant, type Decision } from '../../src/api/shapes/operator';
import { formatMoney } from '../../src/ui/format';
import { formatMoment } from '../../src/ui/format-details';
import { LoadSection } from '../../src/ui/load-section';
import { useQuery } from '../../src/ui/use-query';
import { useDocumentTitle } from '../layout/use-document-title';
import { applicantStore, CHANGES } from './operator-stores';
import { Feedback } from './parts';
import { type Action, useOperatorWrite } from './operator-write';
import { StatusBadge } from '../../src/ui/status-badge';
import { statusWordsInline } from '../../src/api/shapes/status-words';
import { TextAreaField } from '../../src/ui/text-area-field';
import { DocumentView } from './private-file';
import { useConfirm } from './confirm-dialog';
import { TOLD } from './bulk-decisions';

const CHOICES: { value: Decision; label: string }[] = [
  { value: 'APPROVED', label: 'Approve' },
  { value: 'ONHOLD', label: 'Put on hold' },
  { value: 'DECLINED', label: 'Decline' },
];

/** #/operator/applications/:userId: the applicant, their documents, and the decision. */
export function ApplicationReviewPage() {
  const userId = Number(useParams().userId);
  const { state, retry } = useQuery(applicantStore(userId), { keepPrevious: true });
  const name = state.kind === 'ready' ? `${state.value.firstName} ${state.value.lastName}` : null;
  useDocumentTitle(name ? `${name} · Applications · Back office` : 'Application · Back office');
  return (
    <section className="ops" aria-labelledby="ops-review">
      <p className="back-link">
        <Link to="/operator/applications">All applications</Link>
      </p>
      <LoadSection state={state} retry={retry} what="the application">
        {(applicant) => <Review key={applicant.userId} applicant={applicant} />}
      </LoadSection>
    </section>
  );
}

function Review({ applicant }: { applicant: Applicant }) {
  // Outside the form: once decided, the form goes and its outcome stays, focused.
  const action = useOperatorWrite(CHANGES.decision);
  const name = `${applicant.firstName} ${applicant.lastName}`;
  const [live, ...earlier] = applicant.applications;
  const open = live && !live.decision?.startsWith('DECLINED') && ['PENDING', 'ONHOLD'].includes(applicant.status);
  return (
    <>
      <div>
        <p className="ops-kicker">Application</p>
        <h1 id="ops-review">
          {name} <StatusBadge code={applicant.status} />
        </h1>
      </div>
      <div className="ops-split">
        <div className="ops-section">
          <h2>Applicant</h2>
          <dl className="ops-facts ops-card">
            <dt>Mobile</dt>
            <dd>{applicant.mobile}</dd>
            <dt>E-mail</dt>
            <dd>{applicant.email ?? '—'}</dd>
            <dt>Instagram</dt>
            <dd>{applicant.instagram ?? '—'}</dd>
            <dt>Aadhaar</dt>
            <dd>
              {applicant.aadhaarMasked ?? 'not given'}
              {live?.aadhaarCheck === 'MANUAL'
                ? ': not verified by OTP, compare it with the card below'
                : applicant.aadhaarVerifiedAt
                  ? ` (verified by OTP ${formatMoment(applicant.aadhaarVerifiedAt)})`
                  : ''}
            </dd>
            {live?.panNumber ? (
              <>
                <dt>PAN</dt>
                <dd>{live.panNumber}</dd>
              </>
            ) : null}
            {live?.phone && live.phone !== applicant.mobile ? (
              <>
                <dt>Phone on the form</dt>
                <dd>{live.phone}</dd>
              </>
            ) : null}
            {live ? (
              <>
                <dt>Address</dt>
                <dd>
                  {[live.address.addressLine1, live.address.addressLine2, `${live.address.city ?? ''} ${live.address.zipcode ?? ''}`.trim(), live.address.state]
                    .filter(Boolean)
                    .join(', ')}
                </dd>
                <dt>Plan</dt>
                <dd>
                  {live.plan.name}, {live.plan.months} months ({formatMoney(live.plan.amount)})
                </dd>
                <dt>Submitted</dt>
                <dd>{formatMoment(live.submittedAt)}</dd>
                {live.decision ? (
                  <>
                    <dt>Last decision</dt>
                    <dd>
                      {live.decision === 'ONHOLD' ? 'On hold' : live.decision.toLowerCase()} by {live.decidedBy ?? '—'}, {formatMoment(live.decidedAt)}
                      {live.reason ? `: ${live.reason}` : ''}
                    </dd>
                  </>
                ) : null}
              </>
            ) : null}
          </dl>
        </div>
        <div className="ops-section">
          <Feedback action={action} />
          {open ? <DecisionForm applicant={applicant} action={action} /> : null}
        </div>
      </div>
      {live ? (
        <div className="ops-section">
          <h2>Documents</h2>
          <p className="ops-muted">
            Compare the name and the last four Aadhaar digits with the cards. These files are shown to operators only and are never cached; each view is in the
            audit log.
          </p>
          <div className="ops-documents">
            {live.documents.map((doc) => (
              <DocumentView key={doc.documentId} doc={doc} owner={name} />
            ))}
          </div>
        </div>
      ) : (
        <p className="ops-card">{name} has not applied yet.</p>
      )}
      {earlier.length ? (
        <div className="ops-section">
          <h2>Earlier applications</h2>
          <ul className="ops-list">
            {earlier.map((a) => (
              <li key={a.applicationId} className="ops-card">
                Submitted {formatMoment(a.submittedAt)}, declined {formatMoment(a.decidedAt)} by {a.decidedBy ?? '—'}: {a.reason ?? 'no reason given'}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p>
        <Link to={`/operator/members/${applicant.userId}`}>Member record of {name}</Link>
      </p>
    </>
  );
}

function DecisionForm({ applicant, action }: { applicant: Applicant; action: Action }) {
  const [decision, setDecision] = useState<Decision>('APPROVED');
  const [reason, setReason] = useState('');
  const needsReason = decision !== 'APPROVED';
  const choices = CHOICES.filter((c) => c.value !== 'ONHOLD' || applicant.status === 'PENDING');
  const confirm = useConfirm();
  const label = CHOICES.find((c) => c.value === decision)?.label ?? 'Record';
  return (
    <form
      className="ops-form ops-card"
      aria-labelledby="ops-decision"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        confirm.ask({
          title: `${label}: the application of ${applicant.firstName} ${applicant.lastName}?`,
          what: decision === 'APPROVED' ? 'They can choose and pay for a membership package from now on.' : 'Their application waits for them to act.',
          memberSees: TOLD[decision](reason.trim() || '(your reason)'),
          confirmLabel: label,
          danger: decision === 'DECLINED',
          run: () =>
            void action.run(async () => {
              const result = await decideApplication(applicant.userId, decision, reason.trim());
              setReason('');
              return `${result.name} is now ${statusWordsInline(result.status)}. They have been notified.`;
            }),
        });
      }}
    >
      {confirm.dialog}
      <h2 id="ops-decision">Decision</h2>
      <fieldset className="ops-choices">
        <legend className="ops-legend">What do you decide?</legend>
        {choices.map((choice) => (
          <label key={choice.value} className="ops-choice">
            <input type="radio" name="decision" value={choice.value} checked={decision === choice.value} onChange={() => setDecision(choice.value)} />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <TextAreaField
        label={needsReason ? 'Reason for the member' : 'Note for the member'}
        optional={!needsReason}
        hint={needsReason ? 'The member reads this in their notifications: say what is missing or wrong.' : undefined}
        value={reason}
        onChange={setReason}
        maxLength={500}
        error={action.fieldErrors.reason}
      />
      <p>
        <button type="submit" className="button button-primary" disabled={action.busy} aria-busy={action.busy || undefined}>
          {action.busy ? 'Recording…' : 'Record decision'}
        </button>
      </p>
    </form>
  );
}
