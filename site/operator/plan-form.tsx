import { useState } from 'react';
import { createPlan, editPlan } from '../../src/api/operator-content';
import type { OperatorPlan } from '../../src/api/shapes/operator-plans';
import { formatMoney } from '../../src/ui/format';
import { InputField } from '../../src/ui/input-field';
import { useConfirm } from './confirm-dialog';
import { PLAN_CHANGES } from './content-edit-stores';
import { useOperatorWrite } from './operator-write';
import { Feedback } from './parts';

interface TermDraft {
  months: string;
  amount: string;
}

const NEW_TERMS: TermDraft[] = [
  { months: '3', amount: '' },
  { months: '6', amount: '' },
  { months: '12', amount: '' },
];

/** Typed rupees as a number: '14,999' and '₹14999.50' read as they look; anything else is NaN, which the server names. */
const rupees = (typed: string) => Number(typed.replace(/[₹,\s]/g, '') || Number.NaN);

/**
 * A plan's form: a new plan (name, description, its limits, up to three terms), or an existing plan's name,
 * description and prices, with one more term if wanted. Its limits stay what members joined on. A change to
 * a plan on offer asks first, saying what members will see.
 */
export function PlanForm({ plan, onDone }: { plan: OperatorPlan | null; onDone: () => void }) {
  const [text, setText] = useState({ name: plan?.name ?? '', description: plan?.description ?? '', bagsAtATime: '', maxRentalDays: '' });
  const [terms, setTerms] = useState<TermDraft[]>(
    plan ? [...plan.terms.map((t) => ({ months: String(t.months), amount: String(t.amount) })), { months: '', amount: '' }] : NEW_TERMS,
  );
  const action = useOperatorWrite(PLAN_CHANGES);
  const confirm = useConfirm();
  const field = (key: keyof typeof text) => ({
    value: text[key],
    onChange: (value: string) => setText({ ...text, [key]: value }),
    error: action.fieldErrors[key],
  });
  const filled = terms.filter((t) => t.amount.trim() !== '');
  const sent = filled.map((t) => ({ months: Number(t.months), amount: rupees(t.amount) }));
  const termError = (i: number, part: 'months' | 'amount') => {
    const at = filled.indexOf(terms[i]);
    return at < 0 ? undefined : action.fieldErrors[`terms.${at}.${part}`];
  };
  const setTerm = (i: number, change: Partial<TermDraft>) => setTerms(terms.map((t, j) => (j === i ? { ...t, ...change } : t)));

  const save = () =>
    void action.run(async () => {
      if (!plan) {
        const made = await createPlan({
          ...text,
          bagsAtATime: Number(text.bagsAtATime) || null,
          maxRentalDays: Number(text.maxRentalDays) || null,
          terms: sent,
        });
        return `${made.name} is added and offered to members.`;
      }
      const saved = await editPlan(plan.membershipPlanId, { name: text.name, description: text.description, terms: sent });
      return `${saved.name} is saved. ${saved.terms.map((t) => `${t.months} months: ${formatMoney(t.amount)}`).join(', ')}.`;
    });

  return (
    <form
      className="ops-form"
      noValidate
      aria-label={plan ? `Edit ${plan.name}` : 'Add a plan'}
      onSubmit={(event) => {
        event.preventDefault();
        if (!plan || plan.retiredAt) return save();
        confirm.ask({
          title: `Save the changes to ${plan.name}?`,
          what: 'New prices apply to orders made from now on; an order already made keeps its price.',
          memberSees: `The packages page shows ${plan.name} with its new name, description and prices at once. Members are not notified.`,
          confirmLabel: 'Save changes',
          run: save,
        });
      }}
    >
      {confirm.dialog}
      <div className="ops-form-grid">
        <InputField label="Name" maxLength={40} {...field('name')} />
        <InputField label="Description" optional maxLength={300} wide {...field('description')} />
        {plan ? null : (
          <>
            <InputField label="Bags at a time" inputMode="numeric" maxLength={2} {...field('bagsAtATime')} />
            <InputField label="Longest rental (days)" inputMode="numeric" maxLength={2} {...field('maxRentalDays')} />
          </>
        )}
      </div>
      <fieldset className="ops-form-grid">
        <legend className="ops-legend">
          Terms and prices, in rupees with GST included{plan ? ' (leave the last row empty to add no term)' : ' (leave a price empty to leave the term out)'}
        </legend>
        {terms.map((term, i) => {
          const fixed = plan !== null && i < plan.terms.length;
          return (
            <div key={i} className="ops-actions">
              {fixed ? (
                <InputField
                  label={`${term.months} months: price (₹)`}
                  inputMode="decimal"
                  value={term.amount}
                  onChange={(amount) => setTerm(i, { amount })}
                  error={termError(i, 'amount')}
                />
              ) : (
                <>
                  <InputField
                    label={`Term ${i + 1}: months`}
                    inputMode="numeric"
                    maxLength={2}
                    value={term.months}
                    onChange={(months) => setTerm(i, { months })}
                    error={termError(i, 'months')}
                  />
                  <InputField
                    label={`Term ${i + 1}: price (₹)`}
                    optional
                    inputMode="decimal"
                    value={term.amount}
                    onChange={(amount) => setTerm(i, { amount })}
                    error={termError(i, 'amount')}
                  />
                </>
              )}
            </div>
          );
        })}
        {action.fieldErrors.terms ? <p className="ops-error">{action.fieldErrors.terms}</p> : null}
      </fieldset>
      <Feedback action={action} />
      <p className="ops-actions">
        <button type="submit" className="button button-primary" disabled={action.busy}>
          {action.busy ? 'Saving…' : plan ? 'Save changes' : 'Add plan'}
        </button>
        <button type="button" className="button button-quiet" onClick={onDone}>
          Close
        </button>
      </p>
    </form>
  );
}
