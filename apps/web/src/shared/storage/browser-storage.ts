/**
 * Lenient wrappers over localStorage and sessionStorage.
 * Storage can be unavailable (privacy modes) or hold hand-edited junk, so every read falls back to a
 * default instead of throwing.
 */

type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The raw string under `key`, or null when missing or unreadable. */
export function readText(key: string, kind: Area = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string, kind: Area = 'local'): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    /* quota exceeded or storage disabled: the app keeps working without persistence */
  }
}

export function writeJson(key: string, value: unknown, kind: Area = 'local'): void {
  writeText(key, JSON.stringify(value), kind);
}

export function removeKey(key: string, kind: Area = 'local'): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    /* nothing to remove when storage is unavailable */
  }
}

/** Empties the whole area (logout clears all of local storage, spec 4). */
export function clearArea(kind: Area = 'local'): void {
  try {
    area(kind)?.clear();
  } catch {
    /* storage unavailable */
  }
}
