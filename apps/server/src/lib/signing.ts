import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { getSetting, putSetting } from '../modules/config/config.repository.ts';

const secrets = new WeakMap<Database, Promise<Buffer>>();

/** The server's signing secret, created once per database and shared by all instances. */
function secret(db: Database): Promise<Buffer> {
  let value = secrets.get(db);
  if (!value) {
    value = (async () => {
      const stored = await getSetting<string>(db, 'signing_secret');
      if (stored) return Buffer.from(stored, 'base64');
      const fresh = randomBytes(32).toString('base64');
      // Two instances racing both write; the second read below makes them agree.
      await putSetting(db, 'signing_secret', fresh);
      return Buffer.from((await getSetting<string>(db, 'signing_secret'))!, 'base64');
    })();
    secrets.set(db, value);
  }
  return value;
}

const mac = (key: Buffer, path: string, expires: number) =>
  createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url');

/** A link to `path` that works until `expires` (ms since epoch) and cannot be altered. */
export async function signedUrl(db: Database, path: string, ttlMs: number): Promise<string> {
  const expires = Math.floor((Date.now() + ttlMs) / 1000);
  return `${path}?expires=${expires}&signature=${mac(await secret(db), path, expires)}`;
}

/** True when the signature matches the path and the link has not expired. */
export async function verifySignedUrl(
  db: Database,
  path: string,
  expires: number,
  signature: string,
): Promise<boolean> {
  if (!Number.isInteger(expires) || expires * 1000 < Date.now()) return false;
  const expected = Buffer.from(mac(await secret(db), path, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
