import { addressJson } from '../applications/application-json';
import { addDays, type IsoDate } from '../catalogue/iso-date';
import { productPictureFields } from '../catalogue/product-record';
import { type FulfilmentRow, SHIP_DAYS_BEFORE } from './fulfilment-record';

// A booking as the back office's fulfilment screens read it, shaped from the rows fulfilment-record.ts reads: no queries here.

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export type FulfilmentStage = 'TO_SHIP' | 'IN_TRANSIT' | 'OUT' | 'RETURNED' | 'CANCELLED';

export function stageOf(row: Pick<FulfilmentRow, 'status' | 'shipped_at' | 'delivered_at'>): FulfilmentStage {
  if (row.status === 'RETURNED') return 'RETURNED';
  if (row.status === 'CANCELLED') return 'CANCELLED';
  if (row.shipped_at === null) return 'TO_SHIP';
  return row.delivered_at === null ? 'IN_TRANSIT' : 'OUT';
}

/** A booking as the fulfilment screen reads it (src/api/shapes/operator.ts FulfilmentShape). */
export function fulfilmentJson(row: FulfilmentRow, today: IsoDate, leadDays = SHIP_DAYS_BEFORE) {
  // Due the lead time before the start, but never before the day it was booked: a booking made
  // today for today (or tomorrow) is due to ship today, not late by construction.
  const dueBy = addDays(row.start_date, -leadDays);
  const dispatchDate = row.booked_on && row.booked_on > dueBy ? row.booked_on : dueBy;
  const notBack = row.status === 'BOOKED';
  return {
    bookingId: row.id,
    stage: stageOf(row),
    startDate: row.start_date,
    returnDate: row.return_date,
    dispatchDate,
    lateToShip: notBack && row.shipped_at === null && dispatchDate < today,
    overdueDays: notBack && row.return_date < today ? Math.round((Date.parse(today) - Date.parse(row.return_date)) / 86_400_000) : 0,
    wbNo: row.wb_no,
    trackingUrl: row.tracking_url,
    courierStatus: row.courier_status ?? null,
    courierCheckedAt: iso(row.courier_checked_at ?? null),
    shippedAt: iso(row.shipped_at),
    deliveredAt: iso(row.delivered_at),
    checkedInAt: iso(row.checked_in_at),
    returnPickedUpAt: iso(row.return_picked_up_at ?? null),
    returnedOn: row.returned_on,
    condition: row.return_condition,
    note: row.return_note,
    member: { userId: row.user_id, name: `${row.first_name} ${row.last_name}`, mobile: row.username },
    address: addressJson(row),
    bag: {
      productId: row.product_id,
      title: row.title,
      brand: row.brand,
      url: row.url,
      image: productPictureFields({ id: row.product_id, url: row.url, title: row.title, photos: row.photos }).images[0],
    },
  };
}
