import { useState } from 'react';
import { errorText } from '../../src/api/api-error';
import { shipBooking } from '../../src/api/operator';
import type { Fulfilment } from '../../src/api/shapes/operator';
import { Refusal } from '../../src/stores/write';
import { useConfirm } from './confirm-dialog';
import type { Action } from './operator-write';

// Shipping several of the day's bookings at once: each row keeps the waybill typed in it (the courier gives
// none to ask for), the chosen rows go out one call each, and a row the server refuses keeps its waybill
// and says why, so the operator corrects it and ships again.

/** What the operator typed in a row of the "to ship" list. */
export interface ShipDraft {
  wbNo: string;
  trackingUrl: string;
}

export const NO_DRAFT: ShipDraft = { wbNo: '', trackingUrl: '' };

/** The chosen rows, what was typed in each, and why a row was not shipped; kept by the page above its tables. */
export function useShipChoice() {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [drafts, setDrafts] = useState<Record<number, ShipDraft>>({});
  const [problems, setProblems] = useState<Record<number, string>>({});
  return {
    selected,
    setSelected,
    drafts,
    problems,
    setDraft: (bookingId: number, draft: ShipDraft) => setDrafts((all) => ({ ...all, [bookingId]: draft })),
    /** After a bulk run: the shipped rows leave the choice and forget their drafts; the refused stay chosen with their reason. */
    settle: (shipped: readonly number[], refused: Record<number, string>) => {
      setDrafts((all) => Object.fromEntries(Object.entries(all).filter(([id]) => !shipped.includes(Number(id)))));
      setProblems(refused);
      setSelected(new Set(Object.keys(refused).map(Number)));
    },
  };
}

export type ShipChoice = ReturnType<typeof useShipChoice>;

/** One ship call per booking, in order (each its own transaction, audit row and message to the member, as when shipped one by one). */
export async function shipMany(
  items: readonly Fulfilment[],
  drafts: Readonly<Record<number, ShipDraft>>,
): Promise<{ shipped: Fulfilment[]; refused: Record<number, string> }> {
  const shipped: Fulfilment[] = [];
  const refused: Record<number, string> = {};
  for (const item of items) {
    const draft = drafts[item.bookingId] ?? NO_DRAFT;
    try {
      shipped.push(await shipBooking(item.bookingId, draft.wbNo.trim(), draft.trackingUrl));
    } catch (error) {
      refused[item.bookingId] = errorText(error) ?? 'This did not work. Please try again.';
    }
  }
  return { shipped, refused };
}

/** "Sera Hobo to Asha Mehra (waybill 5000123)". */
const sentence = (item: Fulfilment, wbNo: string) => `${item.bag.title} to ${item.member.name} (waybill ${wbNo})`;

/** The bar above the "to ship" table while rows are chosen: how many, and "Ship selected…" behind a confirmation. */
export function BulkShip({ items, choice, action }: { items: readonly Fulfilment[]; choice: ShipChoice; action: Action }) {
  const confirm = useConfirm();
  const chosen = items.filter((item) => choice.selected.has(item.bookingId));
  const count = chosen.length;
  const ship = () => {
    if (action.busy) return;
    const missing = chosen.filter((item) => !(choice.drafts[item.bookingId]?.wbNo ?? '').trim());
    if (missing.length) {
      choice.settle([], { ...choice.problems, ...Object.fromEntries(missing.map((item) => [item.bookingId, 'Enter the courier’s waybill number.'])) });
      void action.run(async () => {
        throw new Refusal(
          `Enter the waybill number of ${missing.map((item) => `booking ${item.bookingId}`).join(', ')} in ${missing.length === 1 ? 'its row' : 'their rows'}, then ship again.`,
        );
      });
      return;
    }
    const wb = (item: Fulfilment) => (choice.drafts[item.bookingId]?.wbNo ?? '').trim();
    confirm.ask({
      title: count === 1 ? `Ship booking ${chosen[0]?.bookingId}?` : `Ship these ${count} bookings?`,
      what: `${chosen.map((item) => sentence(item, wb(item))).join('; ')}. Each then counts as on its way; a booking the courier’s number is refused for stays here, with its waybill, to correct.`,
      memberSees: `${count === 1 ? 'The member' : `Each of the ${count} members`}: a notification “(bag) is on its way” with the waybill, to track it under My Account. Also by SMS and e-mail.`,
      confirmLabel: count === 1 ? 'Ship it' : `Ship all ${count}`,
      run: () =>
        void action.run(async () => {
          const { shipped, refused } = await shipMany(chosen, choice.drafts);
          choice.settle(
            shipped.map((done) => done.bookingId),
            refused,
          );
          const notShipped = Object.entries(refused).map(([id, why]) => `booking ${id}: ${why}`);
          if (!shipped.length) throw new Refusal(`Nothing was shipped. ${notShipped.join('; ')}. The waybills you typed are kept.`);
          const outcome = `Shipped ${shipped.map((done) => sentence(done, done.wbNo ?? '')).join('; ')}. ${shipped.length === 1 ? 'The member has' : 'Each member has'} been told and can track it.`;
          return notShipped.length ? `${outcome} Not shipped: ${notShipped.join('; ')}. Their waybills are kept: correct them and ship again.` : outcome;
        }),
    });
  };
  return (
    <>
      {confirm.dialog}
      {count > 0 ? (
        <div className="table-bulk" role="group" aria-label="Chosen bookings to ship">
          <p className="ops-muted">{count === 1 ? '1 booking chosen' : `${count} bookings chosen`}</p>
          <button type="button" className="button button-primary button-small" aria-disabled={action.busy} onClick={ship}>
            Ship selected…
          </button>
        </div>
      ) : null}
    </>
  );
}
