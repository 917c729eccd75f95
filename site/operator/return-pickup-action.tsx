import { markReturnPickedUp } from '../../src/api/operator';
import type { Fulfilment } from '../../src/api/shapes/operator';
import { formatMoment } from '../../src/ui/format-details';
import type { Action } from './operator-write';
import { useConfirm } from './confirm-dialog';
import type { Act } from './fulfilment-actions';

/** A bag with the member: record that our courier collected it for its return (the member is told), or say when it was. */
export function ReturnPickupAction({ item, action, act }: { item: Fulfilment; action: Action; act: Act }) {
  const confirm = useConfirm();
  if (item.returnPickedUpAt) return <p className="ops-muted">Return picked up {formatMoment(item.returnPickedUpAt)}: check it in when it arrives.</p>;
  // A server without return pickups sends no field: nothing to offer.
  if (item.returnPickedUpAt === undefined) return null;
  return (
    <p>
      {confirm.dialog}
      <button
        type="button"
        className="button button-quiet button-small"
        disabled={action.busy}
        onClick={() =>
          confirm.ask({
            title: `Our courier collected ${item.bag.title} from ${item.member.name}?`,
            what: 'Only when the courier has the bag: it then counts as on its way back, and is checked in when it arrives.',
            memberSees: `A notification “${item.bag.title} is on its way back”. Also by SMS.`,
            confirmLabel: 'Return picked up',
            run: () =>
              act(async () => {
                const done = await markReturnPickedUp(item.bookingId);
                return `Return of ${done.bag.title} from ${done.member.name} picked up.`;
              }),
          })
        }
      >
        Return picked up<span className="visually-hidden"> booking {item.bookingId}</span>
      </button>
    </p>
  );
}
