import type { Deps } from '../../deps.ts';
import { isCompressed } from '../../lib/media-types.ts';
import type { ZipEntry } from './download-manifest.ts';
import { sourceMissing } from './download-request.ts';
import { eachLimited, STAT_CONCURRENCY } from './each-limited.ts';
import { openEntry, outputExtension } from './entry-source.ts';
import { cachedRendition } from '../renditions/index.ts';
import { closeSource, createZipWriter, type EntrySource, type ZipSink } from './zip-writer.ts';
import { storedZipSize } from './zip-size.ts';

/** Entries opened ahead of the one being written: the next renditions convert meanwhile. */
const AHEAD = 2;

/** What is known of a cart's archive before its first byte. */
export interface ZipPlan {
  /** The archive's exact length, when every entry is stored as is with a known size. */
  length?: number;
  /** Each entry's size, when `length` is known: a file that changed since is caught, not sent. */
  sizes?: number[];
}

/**
 * Checks that every stored source still exists (a missing one is a 404 while no byte has gone
 * out) and works out the archive's length when it can be known: every entry an original or an
 * already cached rendition, in a format stored as is. Uncached renditions and leaflets are made on
 * the way, their sizes unknown until then.
 */
export async function planCartZip(deps: Deps, entries: ZipEntry[]): Promise<ZipPlan> {
  const sizes: (number | undefined)[] = Array.from({ length: entries.length });
  await eachLimited(entries, STAT_CONCURRENCY, async (entry) => {
    const source = entry.source;
    if (source.type === 'leaflet') return;
    const stat = await deps.storage.stat(source.key);
    if (!stat) throw sourceMissing(entry.name, entry.index);
    if (!isCompressed(outputExtension(source))) return;
    if (source.type === 'file') sizes[entry.index] = stat.size;
    else sizes[entry.index] = (await cachedRendition(deps, source))?.size;
  });
  const known = sizes.filter((size) => size !== undefined);
  if (known.length < entries.length) return {};
  return { length: storedZipSize(entries.map((e, i) => ({ name: e.name, size: known[i] }))), sizes: known };
}

/**
 * Writes the cart's zip into the sink as its entries are read or made, one after another. The
 * sink's pace sets the writer's (a slow client slows the zip, memory stays flat). Throws on the
 * first entry that cannot be read or does not match the plan; the caller ends the response.
 */
export async function writeCartZip(
  deps: Deps,
  entries: ZipEntry[],
  sink: ZipSink,
  plan: ZipPlan = {},
): Promise<void> {
  const zip = createZipWriter(sink);
  const ahead: Promise<EntrySource>[] = [];
  let next = 0;
  try {
    for (const entry of entries) {
      while (next < entries.length && ahead.length <= AHEAD) {
        const opening = openEntry(deps, entries[next++]);
        // Awaited in turn; until then a failure must not count as unhandled.
        opening.catch(() => undefined);
        ahead.push(opening);
      }
      const size = await zip.add(entry.name, outputExtension(entry.source), ahead.shift()!);
      if (plan.sizes && size !== plan.sizes[entry.index])
        throw new Error(`"${entry.name}" changed size since the link was opened`);
    }
    await zip.finish();
  } finally {
    for (const opening of ahead) opening.then(closeSource, () => undefined).catch(() => undefined);
  }
}
