import type { Insertable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AnalyticsEventTable } from './analytics.tables.ts';

export async function insertEvent(db: Database, row: Insertable<AnalyticsEventTable>): Promise<void> {
  await db.insertInto('analytics_event').values(row).execute();
}
