import type { Database } from '../db/database.ts';

/** The demo user's orders and visitations. */
export async function seedOrders(_db: Database): Promise<void> {}
