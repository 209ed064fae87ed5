import type { Database } from '../db/database.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import {
  findActiveTokenByName,
  insertToken,
  listTokens,
  revokeToken,
  useToken,
} from './admin-token.repository.ts';

/** A token's name: what the command line and the list show (a PIM, a script). */
export const TOKEN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export class TokenNameError extends Error {}

/** Creates an admin API token; the token is answered once and only its hash is kept. */
export async function createAdminToken(db: Database, name: string): Promise<{ name: string; token: string }> {
  if (!TOKEN_NAME.test(name))
    throw new TokenNameError('A token name is 1 to 100 letters, digits, dots, dashes or underscores.');
  if (await findActiveTokenByName(db, name))
    throw new TokenNameError(
      `A token named "${name}" exists already: revoke it first, or choose another name.`,
    );
  const token = `vat_${newToken()}`;
  await insertToken(db, name, hashToken(token));
  return { name, token };
}

export const listAdminTokens = (db: Database) => listTokens(db);
export const revokeAdminToken = (db: Database, name: string) => revokeToken(db, name);

/** The admin token a request's bearer token is, or null (unknown, revoked, or not an admin token). */
export async function authenticateAdmin(
  db: Database,
  token: string,
): Promise<{ id: number; name: string } | null> {
  // Admin tokens carry their prefix: a portal session token is never looked up here.
  if (!token.startsWith('vat_') || token.length > 200) return null;
  return useToken(db, hashToken(token));
}
