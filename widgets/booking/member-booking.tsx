import type { Product } from '../../src/api/shapes/product';
import { usePartStyles } from '../../src/ui/on-demand-part';
import { BookingForm } from './booking-form';
import { MEMBER_BOOKING_CSS } from './member-styles';
import { MyBookings } from './my-bookings';
import { isOutNow } from './product-facts';
import { WaitingList } from './waiting-list';

/** An ACTIVE member's part of the bag page: the waiting list when the bag is out, and booking it. */
export function MemberBooking({ product, userId }: { product: Product; userId: number }) {
  const styled = usePartStyles(MEMBER_BOOKING_CSS);
  return (
    <div className="member-part" ref={styled}>
      {isOutNow(product) && <WaitingList key={`${product.productId}-${product.waitlisted === true}`} product={product} userId={userId} />}
      <BookingForm key={product.productId} product={product} userId={userId} />
    </div>
  );
}

/** A member's bookings of this bag, with changing a return date. */
export function MemberBookings({ productId }: { productId: number }) {
  const styled = usePartStyles(MEMBER_BOOKING_CSS);
  return (
    <div className="member-part" ref={styled}>
      <MyBookings productId={productId} />
    </div>
  );
}
