import { createHmac, timingSafeEqual } from 'node:crypto';

const mac = (key: Buffer, path: string, expires: number) =>
  createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url');

/**
 * A link to `path` that works for `ttlMs` and cannot be altered, signed with `key` (the portal's
 * signing key, shared by every instance: see the config area's `signingKey`).
 */
export function signedUrl(key: Buffer, path: string, ttlMs: number): string {
  const expires = Math.floor((Date.now() + ttlMs) / 1000);
  return `${path}?expires=${expires}&signature=${mac(key, path, expires)}`;
}

/** True when the signature matches the path and the link has not expired. */
export function verifySignedUrl(key: Buffer, path: string, expires: number, signature: string): boolean {
  if (!Number.isInteger(expires) || expires * 1000 < Date.now()) return false;
  const expected = Buffer.from(mac(key, path, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
