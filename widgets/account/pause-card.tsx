import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { pauseMembership, resumeMembership } from '../../src/api/membership';
import type { PauseState } from '../../src/api/shapes/membership-pause';
import { $pauseState } from '../../src/stores/pause-store';
import { MEMBERSHIP_KEYS } from '../../src/stores/query-selectors';
import { formatDay } from '../../src/ui/format';
import { SelectField } from '../../src/ui/select-field';
import { useQuery } from '../../src/ui/use-query';
import { useWrite } from '../../src/ui/use-write';
import { Card } from './card';

const NOT_SERVED = [404, 405, 501];

const day = (iso: string | null | undefined) => formatDay(iso, 'numeric');
const weeksText = (n: number) => `${n} ${n === 1 ? 'week' : 'weeks'}`;

/** Pausing the membership: how long, the limits, and while paused when it runs again with the way to resume now. */
export function PauseCard() {
  const { state, retry } = useQuery($pauseState, { keepPrevious: true });
  const write = useWrite<PauseState>({ invalidates: MEMBERSHIP_KEYS });
  const [done, setDone] = useState<string | null>(null);
  const said = useRef<HTMLParagraphElement>(null);
  const text = write.error ?? done;
  // In the commit that shows it: the pressed button is gone by then (the form and the paused view swap).
  useLayoutEffect(() => {
    if (text) said.current?.focus();
  }, [text]);
  // A server without pauses (the spec names none) does not serve the call: then there is nothing to show.
  if (state.kind === 'error' && NOT_SERVED.includes(state.status)) return null;

  async function act(call: () => Promise<PauseState>, words: (s: PauseState) => string) {
    setDone(null);
    const outcome = await write.run(call);
    if (outcome.ok) setDone(words(outcome.value));
  }

  return (
    <Card id="pause-title" title="Pause your membership" state={state} retry={retry} lines={2}>
      {(pause) => (
        <>
          {pause.current ? (
            <Paused
              pause={pause}
              busy={write.busy}
              onResume={() => act(resumeMembership, (s) => `Welcome back: your membership runs again from today and now ends on ${day(s.membershipEnds)}.`)}
            />
          ) : (
            <PauseForm
              pause={pause}
              busy={write.busy}
              onPause={(weeks) =>
                act(
                  () => pauseMembership({ weeks }),
                  (s) => `Your membership is paused until ${day(s.current?.endDate)}. It now ends on ${day(s.membershipEnds)}.`,
                )
              }
            />
          )}
          {text ? (
            <p ref={said} tabIndex={-1} className={write.error ? 'error-text' : 'status-text'} role={write.error ? 'alert' : 'status'}>
              {text}
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}

function Paused({ pause, busy, onResume }: { pause: PauseState; busy: boolean; onResume: () => void }) {
  const current = pause.current!;
  return (
    <>
      <dl className="facts">
        <div>
          <dt>Paused since</dt>
          <dd>{day(current.startDate)}</dd>
        </div>
        <div>
          <dt>Runs again on</dt>
          <dd>{day(current.endDate)}</dd>
        </div>
        {pause.membershipEnds ? (
          <div>
            <dt>Membership now ends</dt>
            <dd>{day(pause.membershipEnds)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="muted">While it is paused you cannot book bags. Resume now and your end date moves back by the days you do not use.</p>
      <p>
        <button type="button" className="button button-primary" disabled={busy} onClick={onResume}>
          {busy ? 'Resuming…' : 'Resume membership now'}
        </button>
      </p>
    </>
  );
}

function PauseForm({ pause, busy, onPause }: { pause: PauseState; busy: boolean; onPause: (weeks: number) => void }) {
  const [weeks, setWeeks] = useState(String(pause.minWeeks));
  const options = [];
  for (let n = pause.minWeeks; n <= pause.maxWeeks; n += 1) options.push({ value: String(n), label: weeksText(n) });
  const left = Math.max(0, pause.perYear - pause.usedThisYear);
  const allowance =
    pause.perYear === 0
      ? null
      : `You can pause ${pause.perYear === 1 ? 'once' : `${pause.perYear} times`} per membership year, for ${pause.minWeeks} to ${pause.maxWeeks} weeks; ` +
        `${left === 0 ? 'none' : left} left${pause.yearEnds ? ` until ${day(pause.yearEnds)}` : ''}. Your end date moves by the weeks you pause.`;
  if (!pause.canPause) {
    return (
      <>
        {pause.reason ? <p>{pause.reason}</p> : null}
        {allowance ? <p className="muted">{allowance}</p> : null}
      </>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPause(Number(weeks));
  };
  return (
    <form className="pause-form" noValidate onSubmit={submit}>
      <p className="muted">{allowance}</p>
      <SelectField label="Pause for" value={weeks} onChange={setWeeks} options={options} hint="From today; no bag may be out with you." />
      <p>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Pausing…' : 'Pause membership'}
        </button>
      </p>
    </form>
  );
}
