import type { Deps } from './deps.ts';
import { createSweeper, type Sweeper } from './jobs/sweeper.ts';
import { sweepFinishedImports } from './admin/index.ts';
import { deleteExpiredTokens } from './modules/auth/index.ts';
import { sweepAssetUploads, sweepAuditLog } from './modules/console/index.ts';
import { sweepExpiredDownloads, tellSharersOfEndedRights } from './modules/downloads/index.ts';
import { sweepExpiredExports } from './modules/export/index.ts';
import { sweepProfileFiles } from './modules/profile/index.ts';
import { sweepOrphanRenditions } from './modules/renditions/index.ts';
import { sweepSearchLog } from './modules/search/index.ts';

/** A file nothing names is kept this long after its last write: its record may be on the way. */
export const ORPHAN_GRACE_MS = 3600_000;
/**
 * An unfinished write untouched this long was abandoned by a crash. Long, because S3 tells when an
 * upload started, not when it last received a part.
 */
export const ABANDONED_AFTER_MS = 24 * 3600_000;
export const SWEEP_INTERVAL_MS = 3600_000;
/** A finished import's record (its report) is kept this long for the PIM that pushed it to read. */
export const FINISHED_IMPORTS_KEPT_MS = 7 * 24 * 3600_000;

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * The portal's housekeeping as one sweep over every area (each through its public face): expired
 * tokens, download records, export files, finished imports' records, old audit entries and searches; picture and rendition
 * files no record names; what crashed writes left in storage. Assets and product pictures are not swept: they are the
 * catalogue's originals, named from places no single table knows.
 */
export function createHousekeeping(deps: Deps, onError: (task: string, error: unknown) => void): Sweeper {
  return createSweeper(
    deps.db,
    [
      { name: 'tokens', run: () => deleteExpiredTokens(deps.db) },
      { name: 'downloads', run: () => sweepExpiredDownloads(deps) },
      // Assets whose rights ended since the last sweep: their sharers are told once.
      { name: 'ended rights', run: (now) => tellSharersOfEndedRights(deps, now) },
      { name: 'audit log', run: (now) => sweepAuditLog(deps, now) },
      { name: 'search log', run: (now) => sweepSearchLog(deps, now) },
      {
        name: 'finished imports',
        run: (now) => sweepFinishedImports(deps, ago(now, FINISHED_IMPORTS_KEPT_MS)),
      },
      { name: 'exports', run: (now, signal) => sweepExpiredExports(deps, now, signal) },
      {
        name: 'profile pictures',
        run: (now, signal) => sweepProfileFiles(deps, ago(now, ORPHAN_GRACE_MS), signal),
      },
      {
        name: 'renditions',
        run: (now, signal) => sweepOrphanRenditions(deps, ago(now, ORPHAN_GRACE_MS), signal),
      },
      { name: 'asset uploads', run: () => sweepAssetUploads(deps) },
      {
        name: 'abandoned writes',
        run: (now) => deps.storage.removeAbandoned(ago(now, ABANDONED_AFTER_MS)),
      },
    ],
    onError,
  );
}
