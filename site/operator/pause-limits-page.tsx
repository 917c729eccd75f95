import { useState } from 'react';
import { savePauseLimits } from '../../src/api/pause-limits';
import type { PauseLimits } from '../../src/api/shapes/pause-limits';
import { formatMoment } from '../../src/ui/format-details';
import { InputField } from '../../src/ui/input-field';
import { LoadSection } from '../../src/ui/load-section';
import { useQuery } from '../../src/ui/use-query';
import { useDocumentTitle } from '../layout/use-document-title';
import { useOperatorWrite } from './operator-write';
import { Feedback } from './parts';
import { $pauseLimits, PAUSE_LIMIT_CHANGES } from './pause-limits-store';

const weeks = (n: number) => `${n} ${n === 1 ? 'week' : 'weeks'}`;
const perYearWords = (n: number) => (n === 0 ? 'pausing off' : `${n} ${n === 1 ? 'pause' : 'pauses'} a membership year`);

/** #/operator/pause-limits: how long and how often members may pause their membership, for every instance at once. */
export function PauseLimitsPage() {
  useDocumentTitle('Pause limits · Back office');
  // The saved limits load again after a save: the form stays, with its message and focus, while they do.
  const { state, retry } = useQuery($pauseLimits, { keepPrevious: true });
  return (
    <section className="ops" aria-labelledby="ops-pause-limits">
      <div>
        <h1 id="ops-pause-limits">Pause limits</h1>
        <p className="ops-lead">
          How long and how often a member may pause their membership. A member pauses only with no bag out, and their end date moves by the pause. New limits
          hold for the next pause; pauses already taken stand.
        </p>
      </div>
      <LoadSection state={state} retry={retry} what="the pause limits">
        {(limits) => <PauseLimitsForm limits={limits} />}
      </LoadSection>
    </section>
  );
}

function PauseLimitsForm({ limits }: { limits: PauseLimits }) {
  const [minWeeks, setMinWeeks] = useState(String(limits.minWeeks));
  const [maxWeeks, setMaxWeeks] = useState(String(limits.maxWeeks));
  const [perYear, setPerYear] = useState(String(limits.perYear));
  const action = useOperatorWrite(PAUSE_LIMIT_CHANGES);
  const d = limits.defaults;
  return (
    <div className="ops-card">
      <p>
        Now: {weeks(limits.minWeeks)} to {weeks(limits.maxWeeks)}, {perYearWords(limits.perYear)}.{' '}
        {limits.changedAt ? `Set by ${limits.changedBy ?? 'an operator'} on ${formatMoment(limits.changedAt)}.` : 'These are the server’s settings.'}
      </p>
      <Feedback action={action} />
      <form
        className="ops-form-grid"
        noValidate
        aria-label="Pause limits"
        onSubmit={(event) => {
          event.preventDefault();
          void action.run(async () => {
            const saved = await savePauseLimits({ minWeeks: Number(minWeeks), maxWeeks: Number(maxWeeks), perYear: Number(perYear) });
            return `Saved: members may now pause for ${weeks(saved.minWeeks)} to ${weeks(saved.maxWeeks)}, ${perYearWords(saved.perYear)}.`;
          });
        }}
      >
        <InputField
          label="Shortest pause, in weeks"
          type="number"
          inputMode="numeric"
          min="2"
          hint="2 to 52 whole weeks"
          value={minWeeks}
          onChange={setMinWeeks}
          error={action.fieldErrors.minWeeks}
          required
        />
        <InputField
          label="Longest pause, in weeks"
          type="number"
          inputMode="numeric"
          min="2"
          hint="Up to 52 weeks, not shorter than the shortest"
          value={maxWeeks}
          onChange={setMaxWeeks}
          error={action.fieldErrors.maxWeeks}
          required
        />
        <InputField
          label="Pauses a membership year"
          type="number"
          inputMode="numeric"
          min="0"
          hint="0 turns pausing off; at most 12"
          value={perYear}
          onChange={setPerYear}
          error={action.fieldErrors.perYear}
          required
        />
        <p className="ops-wide ops-muted">
          The server’s settings: {weeks(d.minWeeks)} to {weeks(d.maxWeeks)}, {perYearWords(d.perYear)}.
        </p>
        <p className="ops-wide">
          <button type="submit" className="button button-primary" disabled={action.busy}>
            Save limits
          </button>
        </p>
      </form>
    </div>
  );
}
