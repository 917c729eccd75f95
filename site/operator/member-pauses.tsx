import { endMemberPause } from '../../src/api/operator';
import type { MemberDetail } from '../../src/api/shapes/operator';
import { formatDay } from '../../src/ui/format';
import { statusWord } from '../../src/ui/format-details';
import { StatusBadge } from '../../src/ui/status-badge';
import { CHANGES } from './operator-stores';
import { useOperatorWrite } from './operator-write';
import { Feedback } from './parts';

const day = (iso: string) => formatDay(iso, 'numeric');
const ENDED_BY: Record<string, string> = { MEMBER: 'ended early by the member', OPERATOR: 'ended early by the club' };

/** The member's membership pauses, latest first; a running one can be ended today (audited; the member is told). */
export function MemberPauses({ member }: { member: MemberDetail }) {
  const action = useOperatorWrite(CHANGES.membership);
  const pauses = member.pauses;
  // A server without pauses sends none: the section is left out.
  if (!pauses) return null;
  return (
    <div className="ops-section">
      <h2>Pauses</h2>
      <Feedback action={action} />
      {pauses.length === 0 ? <p className="ops-muted">No pauses.</p> : null}
      <ul className="ops-list">
        {pauses.map((p) => (
          <li key={p.pauseId} className="ops-row ops-row--plain">
            <div>
              <p>
                {p.weeks} {p.weeks === 1 ? 'week' : 'weeks'} from {day(p.startDate)} <StatusBadge code={p.status}>{statusWord(p.status)}</StatusBadge>
              </p>
              <p className="ops-muted">
                Runs again on {day(p.endDate)}
                {p.endedEarlyBy ? ` · ${ENDED_BY[p.endedEarlyBy] ?? 'ended early'}` : ''}
              </p>
            </div>
            {p.status === 'RUNNING' ? (
              <button
                type="button"
                className="button"
                disabled={action.busy}
                onClick={() =>
                  void action.run(async () => {
                    await endMemberPause(member.userId);
                    return `The pause has ended: the membership of ${member.name} runs again from today, and they have been notified.`;
                  })
                }
              >
                End pause
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
