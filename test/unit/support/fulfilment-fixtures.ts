import type { Fulfilment, FulfilmentBoard } from '../../../src/api/shapes/operator';

/** A booking as the back office's fulfilment calls list it: to ship, nothing done yet, a member in Jaipur. */
export function fulfilmentRow(over: Partial<Fulfilment> = {}): Fulfilment {
  return {
    bookingId: 41,
    stage: 'TO_SHIP',
    startDate: '2026-11-29',
    returnDate: '2026-12-02',
    dispatchDate: '2026-11-27',
    lateToShip: false,
    overdueDays: 0,
    wbNo: null,
    shippedAt: null,
    deliveredAt: null,
    checkedInAt: null,
    returnedOn: null,
    condition: null,
    note: null,
    member: { userId: 7, name: 'Asha Mehra', mobile: '+91 98765 43210' },
    address: { addressLine1: '12 MG Road', addressLine2: null, city: 'Jaipur', state: 'Rajasthan', zipcode: '302001' },
    bag: { productId: 3, title: 'Sera Hobo', brand: 'Vittoria Bruni', url: '/bags/3', image: '/img/3.png' },
    ...over,
  };
}

/** The fulfilment board of 27/11/2026 with the given lists; the counts are the lists' lengths unless given. */
export function fulfilmentBoard(over: Partial<FulfilmentBoard> = {}): FulfilmentBoard {
  const lists = { toShip: [], inTransit: [], out: [], dueToday: [], overdue: [], checkedIn: [], ...over };
  return {
    today: '2026-11-27',
    leadDays: 2,
    page: 0,
    size: 20,
    ...lists,
    counts: {
      toShip: lists.toShip.length,
      inTransit: lists.inTransit.length,
      out: lists.out.length,
      dueToday: lists.dueToday.length,
      overdue: lists.overdue.length,
    },
    ...over,
  };
}
