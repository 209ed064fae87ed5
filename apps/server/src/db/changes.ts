import type { Database } from './database.ts';

/**
 * What a write may leave stale. Each names derived data an area keeps beside its tables: search
 * words and counts, or a cache of its rows. Writers note a change; the owning area listens.
 */
export const CHANGES = [
  // Caches of rows first: the refreshes after them may read through them.
  'config',
  'categories',
  'attributes',
  'asset-taxonomy',
  'products',
  'assets',
  'contents',
] as const;
export type Change = (typeof CHANGES)[number];

/**
 * A listener redoes what a change left stale. `since`, when known, is when the run began: every
 * row the run wrote carries a later `updated_at`, so a listener may redo only what those rows touch.
 */
type Listener = (db: Database, since: Date | null) => Promise<void> | void;

const LISTENERS = new Map<Change, Listener[]>();

/**
 * The owning area keeps a change's derived data up to date (registered by the area's face). A
 * listener registered for several changes runs once per settle.
 */
export function onChange(change: Change, ...listeners: Listener[]): void {
  LISTENERS.set(change, [...(LISTENERS.get(change) ?? []), ...listeners]);
}

/**
 * The changes of one run of writes (a folder's import, the demo's seeding), acted on once at its
 * end whatever the number of rows or files: an import of 100,000 rows refreshes the search once.
 */
export class ChangeNotices {
  readonly #pending = new Set<Change>();
  /** When the run began (null: unknown, or rows written with other times, as the demo's are). */
  readonly since: Date | null;

  constructor(options: { since?: Date } = {}) {
    this.since = options.since ?? null;
  }

  note(...changes: Change[]): void {
    for (const change of changes) this.#pending.add(change);
  }

  /** Runs the listeners of the changes noted so far, in CHANGES order, and forgets them. */
  async settle(db: Database): Promise<void> {
    const done = new Set<Listener>();
    for (const change of CHANGES) {
      if (!this.#pending.delete(change)) continue;
      // An area that never registered would leave its data stale without a word.
      if (!LISTENERS.has(change)) throw new Error(`No area listens for "${change}" changes`);
      for (const listener of LISTENERS.get(change) ?? []) {
        if (done.has(listener)) continue;
        done.add(listener);
        await listener(db, this.since);
      }
    }
  }
}

/** Caches of rows: emptied at once, because the next file of a run reads through them. */
const AT_ONCE: ReadonlySet<Change> = new Set(['config', 'categories', 'attributes', 'asset-taxonomy']);

/**
 * A writer's changes: the caches emptied now; the search words and counts noted for the end of the
 * run the write is part of, or, written alone (a file pushed on its own, a test), redone now.
 */
export async function noteChanges(
  db: Database,
  run: { changes?: ChangeNotices },
  ...changes: Change[]
): Promise<void> {
  const later = run.changes ? changes.filter((change) => !AT_ONCE.has(change)) : [];
  const now = new ChangeNotices();
  now.note(...changes.filter((change) => !later.includes(change)));
  await now.settle(db);
  run.changes?.note(...later);
}
