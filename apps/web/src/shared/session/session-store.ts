import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@vitrine/contract/constants';
import type { User } from '@vitrine/contract';
import { readText, removeKey, writeJson, writeText } from '../storage/browser-storage';
import { guestUser, isGuestRecord, sessionTag, toSessionUser } from './session-user';

const SESSION_CHANGE_EVENT = 'vitrine:session-change';
/** Local storage: the tag of a signed-in session the server has ended (every tab shows it). */
const ENDED_KEY = 'session-ended';

// Cache by raw text so useSyncExternalStore sees a stable snapshot between changes.
let cachedText: string | null = null;
let cachedUser: User | null = null;

/** The stored user, or null when missing, unparsable or without a token. */
export function getUser(): User | null {
  const text = readText(STORAGE_KEYS.user);
  if (text !== cachedText) {
    cachedText = text;
    try {
      cachedUser = text ? toSessionUser(JSON.parse(text)) : null;
    } catch {
      cachedUser = null;
    }
  }
  return cachedUser;
}

function announce(): void {
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

export function setUser(user: User): void {
  writeJson(STORAGE_KEYS.user, user);
  announce();
}

export function clearUser(): void {
  removeKey(STORAGE_KEYS.user);
  announce();
}

/**
 * Spec 4: on configuration load a missing, unparsable or stale guest record is replaced by the
 * guest record; with guest mode off a stale guest record is dropped so the login screen takes over.
 */
export function ensureSession(guestToken: string | null): void {
  const user = getUser();
  const stale = user !== null && isGuestRecord(user) && user.token !== guestToken;
  if (user !== null && !stale) return;
  if (guestToken) setUser(guestUser(guestToken));
  else if (stale) clearUser();
}

/**
 * A call with this token was answered 401. A registered user's session is marked as ended and
 * stays stored, so the portal can say so where the person is (and after a reload) instead of
 * quietly making them a guest; a guest record is dropped, and the next configuration load writes
 * the current one. An answer for a token that is no longer the stored one changes nothing.
 */
export function sessionRefused(token: string): 'ended' | 'dropped' | 'stale' {
  const user = getUser();
  if (!user || user.token !== token) return 'stale';
  if (isGuestRecord(user)) {
    clearUser();
    return 'dropped';
  }
  if (readText(ENDED_KEY) !== sessionTag(token)) {
    writeText(ENDED_KEY, sessionTag(token));
    announce();
  }
  return 'ended';
}

/** Whether the stored user's session is one the server has ended; a new sign-in is not. */
export function isSessionEnded(): boolean {
  const user = getUser();
  return user !== null && readText(ENDED_KEY) === sessionTag(user.token);
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.user || event.key === ENDED_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SESSION_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
  };
}

/**
 * The signed-in user (a guest record counts), re-rendering on changes in this or other tabs; none
 * when drawn by the server, which knows no session.
 */
export function useUser(): User | null {
  return useSyncExternalStore(subscribe, getUser, () => null);
}

/** Whether the stored session has ended (see sessionRefused), in this tab or another. */
export function useSessionEnded(): boolean {
  return useSyncExternalStore(subscribe, isSessionEnded, () => false);
}
