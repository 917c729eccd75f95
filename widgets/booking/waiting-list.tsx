import { useState } from 'react';
import type { Product } from '../../src/api/shapes/product';
import { joinWaitingList, leaveWaitingList } from '../../src/api/waiting';
import { trackEvent } from '../../src/tracking/pixel';
import { formatDay } from '../../src/ui/format';
import { useWrite } from '../../src/ui/use-write';

/** For a bag that is out: join the waiting list to hear when it is back, or leave it. */
export function WaitingList({ product, userId }: { product: Product; userId: number }) {
  const [onList, setOnList] = useState(product.waitlisted === true);
  const [note, setNote] = useState<string | null>(null);
  const write = useWrite();

  async function act(join: boolean) {
    setNote(null);
    const outcome = await write.run(() => (join ? joinWaitingList({ productId: product.productId, userId }) : leaveWaitingList(product.productId, userId)));
    if (!outcome.ok) return;
    if (join) trackEvent('wishlist', { content_ids: String(product.productId), content_name: product.title });
    setNote(join ? 'You are on the waiting list. We will let you know when the bag is free.' : 'You have left the waiting list.');
    setOnList(join);
  }

  return (
    <section className="waitlist" aria-label="Waiting list">
      <h3>Out on loan right now</h3>
      <p className="hint">
        {product.nextAvailableDate ? `It is free again from ${formatDay(product.nextAvailableDate)}. ` : ''}
        Join the waiting list and we will tell you as soon as it is back.
      </p>
      <button type="button" className={onList ? 'button' : 'button button-primary'} disabled={write.busy} onClick={() => act(!onList)}>
        {onList ? 'Leave the waiting list' : 'Join the waiting list'}
      </button>
      <p role="status" className="status-text">
        {note}
      </p>
      {write.error && (
        <p role="alert" className="error-text">
          {write.error}
        </p>
      )}
    </section>
  );
}
