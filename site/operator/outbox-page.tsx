import { Link } from '../layout/link';
import type { OutboxMessage } from '../../src/api/shapes/operator';
import { formatMoment } from '../../src/ui/format-details';
import { LoadSection } from '../../src/ui/load-section';
import { useQuery } from '../../src/ui/use-query';
import { useDocumentTitle } from '../layout/use-document-title';
import { $outbox } from './operator-stores';

const CHANNELS: Record<string, string> = { sms: 'SMS', email: 'E-mail' };
const STATUSES: Record<string, string> = {
  queued: 'Waiting to send',
  sent: 'Sent',
  demo: 'Not sent (demo: no sender set up)',
  failed: 'Not sent',
};

/** #/operator/outbox: the SMS and e-mails the club sent, or in demo mode would have sent, newest first. */
export function OutboxPage() {
  useDocumentTitle('Outbox · Back office');
  const { state, retry } = useQuery($outbox);
  return (
    <section className="ops" aria-labelledby="ops-outbox">
      <div>
        <h1 id="ops-outbox">Outbox</h1>
        <p className="ops-lead">
          Every SMS and e-mail to members, the newest 100 first. Until an SMS or e-mail provider is set up, messages stay here marked as not sent; members still
          see them in their notifications.
        </p>
      </div>
      <LoadSection state={state} retry={retry} what="the outbox">
        {(messages) => (messages.length === 0 ? <p className="ops-card">No messages yet.</p> : <OutboxTable messages={messages} />)}
      </LoadSection>
    </section>
  );
}

function OutboxTable({ messages }: { messages: OutboxMessage[] }) {
  return (
    <div className="ops-table-wrap">
      <table className="ops-table">
        <caption className="visually-hidden">SMS and e-mails to members, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Member</th>
            <th scope="col">By</th>
            <th scope="col">Subject</th>
            <th scope="col">Status</th>
            <th scope="col">Tries</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((m) => (
            <tr key={m.messageId}>
              <td>{formatMoment(m.createdAt)}</td>
              <td>
                <Link to={`/operator/members/${m.member.userId}`}>{m.member.name}</Link>
              </td>
              <td>{CHANNELS[m.channel] ?? m.channel}</td>
              <td>{m.subject}</td>
              <td>
                {STATUSES[m.status] ?? m.status}
                {m.status !== 'sent' && m.lastError ? `: ${m.lastError}` : ''}
              </td>
              <td>{m.attempts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
