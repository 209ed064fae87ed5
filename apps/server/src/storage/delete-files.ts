import type { Storage } from './storage.ts';

/** Deletes files whose records are gone; a file already missing is no error. */
export async function deleteFiles(storage: Storage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
