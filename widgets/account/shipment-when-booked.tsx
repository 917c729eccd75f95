import { useStore } from '@nanostores/react';
import { bookingsStore } from '../../src/stores/bookings';
import { RECENT_BOOKINGS } from './account-data';
import { ShipmentCard } from './shipment-card';

const $recentBookings = bookingsStore(RECENT_BOOKINGS);

/**
 * The waybill box only for a member with a booking: with none there is no parcel
 * to follow, and an empty box asks them for a number they cannot have. Same store
 * as the bookings card, so no request of its own.
 */
export function ShipmentWhenBooked() {
  const { data } = useStore($recentBookings);
  return data && data.total > 0 ? <ShipmentCard /> : null;
}
