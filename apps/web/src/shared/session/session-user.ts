import type { User } from '@vitrine/contract';

const GUEST_USERNAME = 'guest';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Normalises whatever is stored (or answered) into a User, or null when it has no token.
 * Lenient on purpose: older or hand-edited records keep working as long as they carry a token.
 */
export function toSessionUser(value: unknown, tokenOverride?: string): User | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const token = tokenOverride || text(record.token);
  if (!token) return null;
  const data = (typeof record.data === 'object' && record.data !== null ? record.data : {}) as Record<
    string,
    unknown
  >;
  return {
    id: typeof record.id === 'number' && Number.isInteger(record.id) ? record.id : null,
    token,
    username: text(record.username),
    first_name: text(record.first_name),
    last_name: text(record.last_name),
    data: {
      is_company: data.is_company === true,
      country: typeof data.country === 'string' ? data.country : null,
    },
  };
}

/** The record stored for a visitor who continues without an account. */
export function guestUser(guestToken: string): User {
  return {
    id: null,
    token: guestToken,
    username: GUEST_USERNAME,
    first_name: '',
    last_name: '',
    data: { is_company: false, country: null },
  };
}

/** A record written by continue-as-guest (whatever token it holds). */
export function isGuestRecord(user: User): boolean {
  return user.id === null && user.username === GUEST_USERNAME;
}

/** Spec 6: a guest is a user whose token equals the configured guest token. */
export function isGuest(user: User | null, guestToken: string | null): boolean {
  if (!user) return false;
  return (guestToken !== null && user.token === guestToken) || isGuestRecord(user);
}

/** "Ada Lovelace", or the username when no name is known. */
export function fullName(user: Pick<User, 'first_name' | 'last_name' | 'username'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

/**
 * A short tag of a session token, so that what belongs to one sign-in (its end, a disregarded
 * reminder) can be kept in storage without a second copy of the token. Not a secret, not unique
 * beyond use as such a tag.
 */
export function sessionTag(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return `${(hash >>> 0).toString(36)}.${token.length}`;
}
