import type { Database } from '../db/database';
import { seedCatalogue } from './seed-catalogue';
import { seedMemberships } from './seed-memberships';

/** The demo catalogue, plans, memberships and bookings; the catalogue first, the bookings need its bags. */
export async function seedCollection(db: Database): Promise<void> {
  await seedCatalogue(db);
  await seedMemberships(db);
}
