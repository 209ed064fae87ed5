import { randomBytes } from 'node:crypto';
import type { Setup, Theme } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import { getSettings, putSetting, type StoredOverrides } from './config.settings.ts';

// What the console writes of the configuration: the setup, the theme and the overrides of
// environment settings, read fresh (not through the cache) and written in the caller's transaction.

/** The settings the console edits, as stored now (uncached). */
export interface EditableSettings {
  setup: Setup;
  theme: Theme;
  overrides: StoredOverrides;
}

/** The stored setup, theme and overrides, read past the cache (the before of a change). */
export async function readEditableSettings(db: Database): Promise<EditableSettings> {
  const stored = await getSettings(db, ['setup', 'theme', 'overrides']);
  return {
    setup: stored.setup as Setup,
    theme: stored.theme as Theme,
    overrides: (stored.overrides as StoredOverrides | undefined) ?? {},
  };
}

/**
 * Writes the setup, theme and overrides (run it in the transaction of the change's audit entry).
 * Guest mode switched on without a guest token gets one: without it nobody could continue as a guest.
 */
export async function saveSettings(trx: Database, settings: EditableSettings): Promise<void> {
  const guestOn = settings.overrides.guest_mode === true;
  const setup =
    guestOn && !settings.setup.guest_token
      ? { ...settings.setup, guest_token: randomBytes(24).toString('base64url') }
      : settings.setup;
  await putSetting(trx, 'setup', setup);
  await putSetting(trx, 'theme', settings.theme);
  await putSetting(trx, 'overrides', settings.overrides);
}
