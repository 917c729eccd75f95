import type { Queryable } from '../db/database';
import { addDays, type IsoDate } from '../catalogue/iso-date';
import { SHIP_DAYS_BEFORE } from '../bookings/fulfilment-record';

/** What waits for the back office: its navigation's counts and the Today dashboard. */
export interface OperatorCounts {
  applicationsWaiting: number;
  oldestApplicationAt: string | null;
  bagsToShip: number;
  lateToShip: number;
  deliveriesExpected: number;
  returnsDueToday: number;
  returnsOverdue: number;
  bagDropsToReview: number;
  paymentsAwaiting: number;
  dataRequestsOpen: number;
  reviewsWaiting: number;
}

interface CountsRow {
  applications: number;
  oldest_application: Date | string | null;
  to_ship: number;
  late: number;
  in_transit: number;
  due_today: number;
  overdue: number;
  bagdrops: number;
  payments: number;
  data_requests: number;
  reviews: number;
}

/**
 * One round trip, by the same rules as the lists they count (the application queue, the
 * fulfilment board with its dispatch day, the bag drops, the payments, the data requests, the reviews to decide),
 * each on an indexed status column. The board's lists are sums of booking_list_counts (migration 320), as the
 * board's own counts are, and the manual payments awaiting have an index of their own (migration 322).
 */
export async function operatorCounts(db: Queryable, today: IsoDate, leadDays = SHIP_DAYS_BEFORE): Promise<OperatorCounts> {
  const row = (
    await db.query<CountsRow>(
      `with waiting as (select u.id, a.submitted_at from users u join applications a on a.user_id = u.id and a.decision is distinct from 'DECLINED'
                        where u.status_code = 'PENDING'),
            unshipped as (select start_date, (created_at at time zone 'UTC')::date as booked_on from bookings
                          where status = 'BOOKED' and shipped_at is null and start_date <= $1::date),
            listed as (select list, day, n from booking_list_counts where n <> 0)
       select
         (select count(distinct id)::int from waiting) as applications,
         (select min(submitted_at) from waiting) as oldest_application,
         (select coalesce(sum(n), 0)::int from listed where list = 'to_ship' and day <= $1::date) as to_ship,
         (select count(*)::int from unshipped where greatest(start_date - $3::int, booked_on) < $2::date) as late,
         (select coalesce(sum(n), 0)::int from listed where list = 'in_transit' and day > $2::date) as in_transit,
         (select coalesce(sum(n), 0)::int from listed where list <> 'to_ship' and day = $2::date) as due_today,
         (select coalesce(sum(n), 0)::int from listed where list <> 'to_ship' and day < $2::date) as overdue,
         (select count(*)::int from bagdrops where status = 'SUBMITTED') as bagdrops,
         (select count(*)::int from payments where gateway = 'manual' and status = 'PROCESSING') as payments,
         (select count(*)::int from deletion_requests where status = 'OPEN') as data_requests,
         (select count(*)::int from reviews where status = 'PENDING') as reviews`,
      [addDays(today, leadDays), today, leadDays],
    )
  ).rows[0];
  return {
    applicationsWaiting: row.applications,
    oldestApplicationAt: row.oldest_application === null ? null : new Date(row.oldest_application).toISOString(),
    bagsToShip: row.to_ship,
    lateToShip: row.late,
    deliveriesExpected: row.in_transit,
    returnsDueToday: row.due_today,
    returnsOverdue: row.overdue,
    bagDropsToReview: row.bagdrops,
    paymentsAwaiting: row.payments,
    dataRequestsOpen: row.data_requests,
    reviewsWaiting: row.reviews,
  };
}
