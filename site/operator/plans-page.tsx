import { useLayoutEffect, useRef, useState } from 'react';
import { setPlanOffered } from '../../src/api/operator-content';
import type { OperatorPlan } from '../../src/api/shapes/operator-plans';
import { DataTable, type TableColumn } from '../../src/ui/data-table';
import { formatDay, formatMoney } from '../../src/ui/format';
import { useQuery } from '../../src/ui/use-query';
import { useDocumentTitle } from '../layout/use-document-title';
import { useConfirm } from './confirm-dialog';
import { $operatorPlans, PLAN_CHANGES } from './content-edit-stores';
import { useOperatorWrite } from './operator-write';
import { Feedback } from './parts';
import { PlanForm } from './plan-form';

const members = (n: number) => `${n.toLocaleString('en-IN')} member${n === 1 ? '' : 's'}`;

/** #/operator/plans: the membership plans, their terms and prices in rupees with GST; add, edit, retire. */
export function PlansPage() {
  useDocumentTitle('Plans & prices · Back office');
  const { state, retry, loading } = useQuery($operatorPlans, { keepPrevious: true });
  const action = useOperatorWrite(PLAN_CHANGES);
  const confirm = useConfirm();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [closed, setClosed] = useState(false);
  const plans = state.kind === 'ready' ? state.value : undefined;
  const edited = plans?.find((p) => p.membershipPlanId === editing) ?? null;

  const retire = (plan: OperatorPlan) =>
    confirm.ask({
      title: `Retire ${plan.name}?`,
      what: `It is no longer offered: not on the packages page, not for new applications or a plan change. ${members(plan.members)} on it keep their membership until it ends.`,
      memberSees: `Members on ${plan.name} see their membership as before; at renewal they choose one of the plans on offer.`,
      confirmLabel: 'Retire plan',
      danger: true,
      run: () => void action.run(async () => `${(await setPlanOffered(plan.membershipPlanId, false)).name} is retired: no longer offered.`),
    });
  const offer = (plan: OperatorPlan) =>
    confirm.ask({
      title: `Offer ${plan.name} again?`,
      what: 'It is back on the packages page at its current prices.',
      memberSees: `${plan.name} among the plans on the packages page.`,
      confirmLabel: 'Offer again',
      run: () => void action.run(async () => `${(await setPlanOffered(plan.membershipPlanId, true)).name} is offered again.`),
    });

  const columns: TableColumn<OperatorPlan>[] = [
    {
      key: 'plan',
      heading: 'Plan',
      cell: (plan) => (
        <>
          <strong>{plan.name}</strong>
          <br />
          <span className="ops-muted">{plan.description}</span>
        </>
      ),
    },
    { key: 'limits', heading: 'Limits', cell: (plan) => `${plan.bagsAtATime} at a time, each up to ${plan.maxRentalDays} days` },
    {
      key: 'prices',
      heading: 'Terms and prices (GST included)',
      cell: (plan) => (
        <ul>
          {plan.terms.map((t) => (
            <li key={t.months}>
              {t.months} months: {formatMoney(t.amount)} <span className="ops-muted">(GST {formatMoney(t.tax)})</span>
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'members', heading: 'Members on it', cell: (plan) => members(plan.members) },
    { key: 'status', heading: 'Status', cell: (plan) => (plan.retiredAt ? `Retired ${formatDay(plan.retiredAt, 'numeric')}` : 'Offered') },
    {
      key: 'actions',
      heading: 'Actions',
      quietHeading: true,
      cell: (plan) => (
        <div className="ops-actions">
          <button type="button" className="button button-quiet" aria-label={`Edit ${plan.name}`} onClick={() => setEditing(plan.membershipPlanId)}>
            Edit
          </button>
          <button
            type="button"
            className={`button ${plan.retiredAt ? 'button-quiet' : 'button-danger'}`}
            disabled={action.busy}
            aria-label={`${plan.retiredAt ? 'Offer again' : 'Retire'} ${plan.name}`}
            onClick={() => (plan.retiredAt ? offer(plan) : retire(plan))}
          >
            {plan.retiredAt ? 'Offer again' : 'Retire'}
          </button>
        </div>
      ),
    },
  ];

  return (
    <section className="ops" aria-labelledby="ops-plans">
      <div>
        <h1 id="ops-plans">Plans &amp; prices</h1>
        <p className="ops-lead">
          Prices are what members pay, GST included. A new price applies to orders made from now on: an order already made keeps its price, and members already
          on a plan keep theirs until they renew.
        </p>
      </div>
      {confirm.dialog}
      <Feedback action={action} />
      <DataTable
        caption="Membership plans, those on offer first"
        columns={columns}
        rows={plans}
        loading={loading}
        error={state.kind === 'error' ? { message: `We could not load the plans. ${state.message}`, retry } : null}
        rowKey={(plan) => plan.membershipPlanId}
        rowName={(plan) => plan.name}
        empty="No plan yet. Add the first below."
        paging={{ page: 0, size: 100, total: plans?.length, noun: ['plan', 'plans'], onPage: () => {} }}
      />
      {editing === null ? (
        <AddPlanButton focus={closed} onClick={() => setEditing('new')} />
      ) : (
        <EditorPanel
          key={String(editing)}
          plan={edited}
          onDone={() => {
            setEditing(null);
            setClosed(true);
          }}
        />
      )}
    </section>
  );
}

/** Back in the page after a form closed, the focus lands here rather than on the page's body. */
function AddPlanButton({ focus, onClick }: { focus: boolean; onClick: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focus) button.current?.focus();
  }, [focus]);
  return (
    <p>
      <button ref={button} type="button" className="button button-primary" onClick={onClick}>
        Add a plan
      </button>
    </p>
  );
}

/** The form opens with the focus on its heading, and gives it back to the page's feedback when done. */
function EditorPanel({ plan, onDone }: { plan: OperatorPlan | null; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <section className="ops-card" aria-labelledby="ops-plan-form">
      <h2 id="ops-plan-form" ref={heading} tabIndex={-1}>
        {plan ? `Edit ${plan.name}` : 'Add a plan'}
      </h2>
      <PlanForm plan={plan} onDone={onDone} />
    </section>
  );
}
