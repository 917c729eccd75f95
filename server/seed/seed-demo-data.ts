import type { Database } from '../db/database';
import { notify } from '../notifications/notify';
import { seedCollection } from './seed-collection';
import { findUserByUsername, insertUser } from '../users/user-record';
import { seedEvents } from './seed-events';
import { seedNewsletters } from './seed-newsletters';
import type { UserStatus } from '../../src/api/shapes/user';
import type { SignUpDetails } from '../users/sign-up';

/**
 * One demo member per status, so every branch of the header and the routing by
 * status (spec point 4) can be tried by logging in with the number (demo mode
 * shows the OTP):
 *
 *   9000000001  DRAFT     Dia Draft       → /members-collection, 'Application Form'
 *   9000000002  ACTIVE    Asha Mehra      → /my-profile, 'Member Collection', Signature plan paid a month ago, 1 unread notification
 *   9000000003  ONHOLD    Rohan Kapoor    → /package-details
 *   9000000004  PENDING   Priya Nair      → /package-details
 *   9000000005  APPROVED  Kabir Singh     → /package-details
 *   9000000006  DEACTIVE  Meera Iyer      → /my-profile, 'My Account'
 *   9000000007  EXPIRE    Arjun Desai     → /my-profile, 'My Account'
 *
 * Plus a second ACTIVE member (server/seed/seed-memberships.ts, kept out of this
 * one-per-status list) so a waiting list can be shown with two members:
 *
 *   9000000008  ACTIVE    Nisha Rao       → /my-profile, has a bag out (others can wait-list it)
 */
export const DEMO_USERS: readonly (Omit<SignUpDetails, 'otp' | 'partnerId'> & { status: UserStatus })[] = [
  {
    username: '9000000001',
    status: 'DRAFT',
    firstName: 'Dia',
    lastName: 'Draft',
    email: 'dia.draft@example.com',
    instagram: 'dia.draft',
    city: 'Pune',
    state: 'Maharashtra',
    zipcode: '411001',
  },
  {
    username: '9000000002',
    status: 'ACTIVE',
    firstName: 'Asha',
    lastName: 'Mehra',
    email: 'asha.mehra@example.com',
    instagram: 'asha.mehra',
    city: 'Mumbai',
    state: 'Maharashtra',
    zipcode: '400050',
  },
  {
    username: '9000000003',
    status: 'ONHOLD',
    firstName: 'Rohan',
    lastName: 'Kapoor',
    email: 'rohan.kapoor@example.com',
    instagram: 'rohankapoor',
    city: 'Delhi',
    state: 'Delhi',
    zipcode: '110017',
  },
  {
    username: '9000000004',
    status: 'PENDING',
    firstName: 'Priya',
    lastName: 'Nair',
    email: 'priya.nair@example.com',
    instagram: 'priya.nair',
    city: 'Kochi',
    state: 'Kerala',
    zipcode: '682016',
  },
  {
    username: '9000000005',
    status: 'APPROVED',
    firstName: 'Kabir',
    lastName: 'Singh',
    email: 'kabir.singh@example.com',
    instagram: 'kabirsingh',
    city: 'Chandigarh',
    state: 'Punjab',
    zipcode: '160017',
  },
  {
    username: '9000000006',
    status: 'DEACTIVE',
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'meera.iyer@example.com',
    instagram: 'meera.iyer',
    city: 'Chennai',
    state: 'TamilNadu',
    zipcode: '600018',
  },
  {
    username: '9000000007',
    status: 'EXPIRE',
    firstName: 'Arjun',
    lastName: 'Desai',
    email: 'arjun.desai@example.com',
    instagram: 'arjundesai',
    city: 'Ahmedabad',
    state: 'Gujarat',
    zipcode: '380009',
  },
];

export const DEMO_ACTIVE_USERNAME = '9000000002';

/**
 * The demo club: members of every status with their histories, bags,
 * bookings, notifications, newsletters and events. Demo mode only (or
 * `npm run admin -- seed-demo`): production seeds the reference data alone
 * (server/seed/prepare-database.ts). Inserts what is missing; running it
 * again changes nothing.
 */
export async function seedDemoData(db: Database): Promise<void> {
  for (const demo of DEMO_USERS) {
    await insertUser(db, {
      username: demo.username,
      phone: demo.username,
      firstName: demo.firstName,
      lastName: demo.lastName,
      email: demo.email,
      instagram: demo.instagram,
      roles: ['ROLE_CUSTOMER'],
      statusCode: demo.status,
      city: demo.city,
      state: demo.state,
      zipcode: demo.zipcode,
    });
  }

  // Before the early returns below, so these run at every start (they are idempotent).
  await seedNewsletters(db);
  await seedEvents(db);
  await seedCollection(db);

  // Her application, approval and payment notifications are read; this one is not.
  const active = await findUserByUsername(db, DEMO_ACTIVE_USERNAME);
  if (!active) return;
  const existing = await db.query("select 1 from notifications where to_user_id = $1 and title = 'New arrivals'", [active.id]);
  if (existing.rows.length) return;
  const id = await notify(db, active.id, 'New arrivals', 'Fresh designer bags have just landed in the Member Collection.', '/members-collection');
  await db.query("update notifications set created_at = now() - interval '1 day' where id = $1", [id]);
}
