import { badRequest } from '../../lib/errors.ts';
import { extensionOf, mimeType } from '../../lib/media-types.ts';

const MAX_FOLDERS = 4;
const MAX_BASE = 150;

/**
 * A safe path inside the zip for a cart name: an optional folder before a backslash (or slash),
 * reserved characters replaced, and the extension of the file actually written. Names that climb
 * out of the archive (`..`, absolute paths, drive letters) or hide control characters are refused,
 * not repaired. `field` names the request field in the error.
 *
 * @example zipEntryName('Lumo\\packshot.jpg', 'png', 'files.0.name') // 'Lumo/packshot.png'
 */
export function zipEntryName(raw: string, ext: string, field: string): string {
  if (/[\u0000-\u001f\u007f]/.test(raw))
    throw badRequest('The name contains control characters', field, 'invalid_name');
  if (/^\s*([\\/]|[a-zA-Z]:)/.test(raw))
    throw badRequest('The name must not be an absolute path', field, 'invalid_name');
  const parts = raw.split(/[\\/]+/);
  if (parts.some((p) => /^\s*\.\.\s*$/.test(p)))
    throw badRequest('The name must not climb out of its folder', field, 'invalid_name');
  const segments = parts
    .map((p) =>
      p
        .normalize('NFC')
        .replace(/[<>:"|?*]/g, '_')
        .replace(/^[\s.]+|[\s.]+$/g, ''),
    )
    .filter(Boolean);
  const file = segments.pop();
  if (!file) throw badRequest('The name is empty', field, 'invalid_name');
  // A known extension is replaced by the one of the file written (a JPEG asked for as PNG is .png).
  const known = extensionOf(file);
  const base =
    known && mimeType(known) !== 'application/octet-stream' ? file.slice(0, -known.length - 1) : file;
  const short = [...(base || 'file')].slice(0, MAX_BASE).join('').trim();
  const folders = segments.slice(0, MAX_FOLDERS).map((f) => [...f].slice(0, 100).join(''));
  return [...folders, `${short}.${ext}`].join('/');
}

/** Makes names unique (ignoring case, as most file systems do): `a.jpg`, `a (2).jpg`, `a (3).jpg`. */
export function uniqueNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > name.lastIndexOf('/') ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
