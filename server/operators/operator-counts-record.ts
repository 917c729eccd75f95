import type { Queryable } from '../db/database';
import { prepared } from '../db/prepared';
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
 * board's own counts are, and the manual payments awaiting have an index of their own (migration 322). The
 * applications waiting are the PENDING members (a member is PENDING exactly while their application waits),
 * counted by the members' own writes (member_status_counts, migration 340); the oldest is the first of the
 * undecided applications (applications_undecided). Late to ship is read from the bookings, as it needs each one's
 * booking day, but only those starting before the last start day to ship by ($1): one starting on it is due today,
 * never late, and those are most of the list (on a large club about 1,900 read for none late).
 */
export async function operatorCounts(db: Queryable, today: IsoDate, leadDays = SHIP_DAYS_BEFORE): Promise<OperatorCounts> {
  const row = (
    await db.query<CountsRow>(
      prepared(`with unshipped as (select start_date, (created_at at time zone 'UTC')::date as booked_on from bookings
                          where status = 'BOOKED' and shipped_at is null and start_date < $1::date),
            listed as (select list, day, n from booking_list_counts where n <> 0)
       select
         (select coalesce(sum(n), 0)::int from member_status_counts where status_code = 'PENDING') as applications,
         (select a.submitted_at from applications a join users u on u.id = a.user_id and u.status_code = 'PENDING'
          where a.decision is null order by a.submitted_at limit 1) as oldest_application,
         (select coalesce(sum(n), 0)::int from listed where list = 'to_ship' and day <= $1::date) as to_ship,
         (select count(*)::int from unshipped where greatest(start_date - $3::int, booked_on) < $2::date) as late,
         (select coalesce(sum(n), 0)::int from listed where list = 'in_transit' and day > $2::date) as in_transit,
         (select coalesce(sum(n), 0)::int from listed where list <> 'to_ship' and day = $2::date) as due_today,
         (select coalesce(sum(n), 0)::int from listed where list <> 'to_ship' and day < $2::date) as overdue,
         (select count(*)::int from bagdrops where status = 'SUBMITTED') as bagdrops,
         (select count(*)::int from payments where gateway = 'manual' and status = 'PROCESSING') as payments,
         (select count(*)::int from deletion_requests where status = 'OPEN') as data_requests,
         (select count(*)::int from reviews where status = 'PENDING') as reviews`),
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
