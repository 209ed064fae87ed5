import type { Storage } from './storage.ts';

const BATCH = 500;

/**
 * Deletes the files under `folder` last written before `before` that no record names; `named`
 * answers which of a batch of keys a record points to. A file newer than `before` is kept whatever
 * it is (its record may be on its way), as is any file a record names. Stops early when `signal`
 * aborts. Answers how many went.
 */
export async function deleteUnnamedFiles(
  storage: Storage,
  folder: string,
  before: Date,
  named: (keys: string[]) => Promise<Set<string>>,
  signal?: AbortSignal,
): Promise<number> {
  let deleted = 0;
  let batch: string[] = [];
  const flush = async () => {
    const keep = await named(batch);
    for (const key of batch) {
      if (keep.has(key)) continue;
      await storage.delete(key);
      deleted++;
    }
    batch = [];
  };
  for await (const file of storage.list(folder)) {
    if (signal?.aborted) break;
    if (file.modified >= before) continue;
    batch.push(file.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length && !signal?.aborted) await flush();
  return deleted;
}

/** Deletes the files under `folder` last written before `before`; answers how many. */
export async function deleteFilesBefore(
  storage: Storage,
  folder: string,
  before: Date,
  signal?: AbortSignal,
): Promise<number> {
  return deleteUnnamedFiles(storage, folder, before, async () => new Set(), signal);
}
