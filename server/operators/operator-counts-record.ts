import type { Queryable } from '../db/database';
import { addDays, type IsoDate } from '../catalogue/iso-date';
import { SHIP_DAYS_BEFORE } from '../bookings/fulfilment-record';

/** What waits for the back office, counted for its navigation: one round trip, each count on an indexed status column. */
export interface OperatorCounts {
  applicationsWaiting: number;
  bagsToShip: number;
  returnsOverdue: number;
  bagDropsToReview: number;
  paymentsAwaiting: number;
  dataRequestsOpen: number;
}

interface CountsRow {
  applications: number;
  to_ship: number;
  overdue: number;
  bagdrops: number;
  payments: number;
  data_requests: number;
}

export async function operatorCounts(db: Queryable, today: IsoDate, leadDays = SHIP_DAYS_BEFORE): Promise<OperatorCounts> {
  // The same rules as the lists they count (the application queue, the fulfilment board, the bag drops, the payments, the data requests).
  const row = (
    await db.query<CountsRow>(
      `select
         (select count(*)::int from users where status_code = 'PENDING') as applications,
         (select count(*)::int from bookings where status = 'BOOKED' and shipped_at is null and start_date <= $1::date) as to_ship,
         (select count(*)::int from bookings where status = 'BOOKED' and shipped_at is not null and return_date < $2::date) as overdue,
         (select count(*)::int from bagdrops where status = 'SUBMITTED') as bagdrops,
         (select count(*)::int from payments where gateway = 'manual' and status = 'PROCESSING') as payments,
         (select count(*)::int from deletion_requests where status = 'OPEN') as data_requests`,
      [addDays(today, leadDays), today],
    )
  ).rows[0];
  return {
    applicationsWaiting: row.applications,
    bagsToShip: row.to_ship,
    returnsOverdue: row.overdue,
    bagDropsToReview: row.bagdrops,
    paymentsAwaiting: row.payments,
    dataRequestsOpen: row.data_requests,
  };
}
