import { useState } from 'react';
import { errorText } from '../../src/api/api-error';
import type { Product } from '../../src/api/shapes/product';
import { joinWaitingList, leaveWaitingList } from '../../src/api/waiting';
import { trackEvent } from '../../src/tracking/pixel';
import { formatDay } from '../../src/ui/format';

/** For a bag that is out: join the waiting list to hear when it is back, or leave it. */
export function WaitingList({ product, userId }: { product: Product; userId: number }) {
  const [onList, setOnList] = useState(product.waitlisted === true);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function act(join: boolean) {
    setBusy(true);
    setNote(null);
    setFailure(null);
    try {
      if (join) {
        await joinWaitingList({ productId: product.productId, userId });
        trackEvent('wishlist', { content_ids: String(product.productId), content_name: product.title });
        setNote('You are on the waiting list. We will let you know when the bag is free.');
      } else {
        await leaveWaitingList(product.productId, userId);
        setNote('You have left the waiting list.');
      }
      setOnList(join);
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="waitlist" aria-label="Waiting list">
      <h3>Out on loan right now</h3>
      <p className="hint">
        {product.nextAvailableDate ? `It is free again from ${formatDay(product.nextAvailableDate)}. ` : ''}
        Join the waiting list and we will tell you as soon as it is back.
      </p>
      <button type="button" className={onList ? 'button' : 'button button-primary'} disabled={busy} onClick={() => act(!onList)}>
        {onList ? 'Leave the waiting list' : 'Join the waiting list'}
      </button>
      <p role="status" className="status-text">
        {note}
      </p>
      {failure && (
        <p role="alert" className="error-text">
          {failure}
        </p>
      )}
    </section>
  );
}
