import type { Deps } from '../../deps.ts';
import { RENDITION_FOLDER } from '../../storage/keys.ts';
import { deleteUnnamedFiles } from '../../storage/sweep-files.ts';
import { recordedRenditionKeys } from './rendition.repository.ts';

/**
 * Deletes rendition files without a row written before `before`: the cache cap counts rows, so a
 * file whose row never came (a crash between the two) or whose delete failed after eviction would
 * stay outside it for good. A request for one makes it again. Answers how many went.
 */
export function sweepOrphanRenditions(deps: Deps, before: Date, signal?: AbortSignal): Promise<number> {
  const named = (keys: string[]) => recordedRenditionKeys(deps.db, keys);
  return deleteUnnamedFiles(deps.storage, RENDITION_FOLDER, before, named, signal);
}
