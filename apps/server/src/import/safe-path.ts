import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A file named relative to an import's folder, as its absolute path, or why it is refused: an
 * absolute path, a path climbing out (`..`), a NUL, a missing file, not a regular file, or a
 * symbolic link (of the file or of a folder on its way) that leads out of the folder.
 */
export async function resolveInside(
  root: string,
  relative: string,
): Promise<{ file: string } | { reason: string }> {
  if (!relative.trim()) return { reason: 'the path is empty' };
  if (relative.includes('\0')) return { reason: 'the path holds a NUL character' };
  if (path.isAbsolute(relative) || path.win32.isAbsolute(relative) || /^[a-z]+:/i.test(relative))
    return { reason: `"${relative}" is absolute: name files relative to the folder` };
  const parts = relative.split(/[\\/]+/);
  if (parts.includes('..')) return { reason: `"${relative}" climbs out of the folder (..)` };
  const file = path.resolve(root, ...parts);
  let real: string;
  try {
    real = await fs.realpath(file);
  } catch {
    return { reason: `no file "${relative}"` };
  }
  const realRoot = await fs.realpath(root);
  if (real !== realRoot && !real.startsWith(realRoot + path.sep))
    return { reason: `"${relative}" is a link leading out of the folder` };
  const stat = await fs.stat(real);
  if (!stat.isFile()) return { reason: `"${relative}" is not a file` };
  return { file: real };
}

/** Whether a link or picture address names a file beside the document (no scheme, not site-absolute, not an anchor). */
export const isRelativeFile = (url: string) => !!url && !/^([a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(url);
