import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@vitrine/contract/constants';
import type { User } from '@vitrine/contract';
import { readText, removeKey, writeJson } from '../storage/browser-storage';
import { guestUser, isGuestRecord, toSessionUser } from './session-user';

const SESSION_CHANGE_EVENT = 'vitrine:session-change';

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

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.user) onChange();
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
