import type { Queryable } from '../db/database';
import { runEvery } from '../jobs/run-every';
import { log } from '../log/logger';
import type { MessageChannel } from './message-kinds';
import { claimDueMessages, type ClaimedMessage, markAttemptFailed, markDelivered } from './message-record';

/** Sends one message on its channel (SMTP for e-mail, MSG91 for SMS); throws when the provider refuses. */
export type ChannelSender = (message: ClaimedMessage) => Promise<void>;

/** A send that no retry can mend (no e-mail address, no DLT template for the kind): given up at once. */
export class UndeliverableError extends Error {}

/** A channel with no provider configured (demo mode) has no sender: its messages stay in the outbox, marked `demo`. */
export type ChannelSenders = Partial<Record<MessageChannel, ChannelSender>>;

export const MAX_ATTEMPTS = 5;
const LEASE_SECONDS = 120;

/** Backoff before attempt `attempts + 1`: 1, 4, 16, 64 minutes. */
export const retryDelaySeconds = (attempts: number) => 60 * 4 ** (attempts - 1);

/** One pass of the sender job: claims due messages and sends each once. Returns how many it handled. */
export async function sendDueMessages(db: Queryable, senders: ChannelSenders, batch = 20): Promise<number> {
  const claimed = await claimDueMessages(db, batch, LEASE_SECONDS);
  for (const message of claimed) {
    const send = senders[message.channel];
    if (!send) {
      await markDelivered(db, message.id, 'demo');
      continue;
    }
    try {
      await send(message);
      await markDelivered(db, message.id, 'sent');
    } catch (error) {
      // The provider's words, never the message's contents or the member's address.
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = error instanceof UndeliverableError || message.attempts >= MAX_ATTEMPTS;
      await markAttemptFailed(db, message.id, reason, retryDelaySeconds(message.attempts), giveUp);
    }
  }
  return claimed.length;
}

/**
 * Runs the sender every `everyMs` (default half a minute); returns a stop function.
 * Every instance may run it: the claim hands each due message to one of them.
 */
export function scheduleMessageSender(db: Queryable, senders: ChannelSenders, everyMs = 30_000): () => Promise<void> {
  return runEvery(
    everyMs,
    async () => {
      const handled = await sendDueMessages(db, senders);
      if (handled) log.info({ handled }, 'outbound messages handled');
    },
    'outbound message sending failed; the next run tries again',
  );
}
