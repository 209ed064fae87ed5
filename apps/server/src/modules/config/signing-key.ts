import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { getSetting, putSetting } from './config.settings.ts';

const keys = new WeakMap<Database, Promise<Buffer>>();

/** The key that signs the portal's links, created once per database and shared by all instances. */
export function signingKey(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      const stored = await getSetting<string>(db, 'signing_secret');
      if (stored) return Buffer.from(stored, 'base64');
      // Two instances racing both write; reading back after the write makes them agree.
      await putSetting(db, 'signing_secret', randomBytes(32).toString('base64'));
      return Buffer.from((await getSetting<string>(db, 'signing_secret'))!, 'base64');
    })();
    keys.set(db, key);
  }
  return key;
}
