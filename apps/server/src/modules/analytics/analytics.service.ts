import type { AnalyticsEvent, Setup } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import type { Principal } from '../../lib/principal.ts';
import { getSetting } from '../config/index.ts';
import { insertEvent } from './analytics.repository.ts';

/** Whether the setup has the portal record activity (page views, cart events, searches). */
export async function analyticsEnabled(db: Database): Promise<boolean> {
  const setup = await getSetting<Setup>(db, 'setup');
  return setup?.analytics?.enabled === true;
}

/** Stores an event when analytics is enabled in setup; answers whether it was kept. */
export async function recordEvent(db: Database, principal: Principal, locale: string, event: AnalyticsEvent) {
  if (!(await analyticsEnabled(db))) return false;
  await insertEvent(db, {
    user_id: principal.kind === 'user' ? principal.userId : null,
    type: event.type,
    category: event.category ?? null,
    action: event.action ?? null,
    label: event.label ?? null,
    path: event.path ?? null,
    locale,
  });
  return true;
}
