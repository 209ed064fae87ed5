/**
 * Every storage key the media code builds, in one place: deterministic and nested by the first
 * characters of an id, so no folder grows too large (`<kind>/<id[0:2]>/<id[2:4]>/<id>.<ext>`).
 */
const nested = (kind: string, id: string, ext: string) =>
  `${kind}/${id.slice(0, 2)}/${id.slice(2, 4)}/${id}.${ext}`;

/** An asset's original file; a new file always gets a new id, so a key's content never changes. */
export const assetKey = (uuid: string, ext: string) => nested('assets', uuid, ext);

/** The folders of the files the server makes and sweeps (keys below are built in them). */
export const RENDITION_FOLDER = 'renditions';
export const PROFILE_FOLDER = 'profile';
export const EXPORT_FOLDER = 'exports';
export const FORM_FOLDER = 'forms';
export const IMPORT_FOLDER = 'imports';
export const BRAND_FOLDER = 'brand';

/**
 * The folders of files no asset may be taken from: what the server makes, keeps for one person or
 * holds for a moment (the admin API's asset-by-key import refuses them).
 */
export const PRIVATE_FOLDERS = [PROFILE_FOLDER, FORM_FOLDER, EXPORT_FOLDER, IMPORT_FOLDER, RENDITION_FOLDER];

/** Whether a key lies in one of the private folders. */
export const isPrivateKey = (key: string) => PRIVATE_FOLDERS.some((folder) => key.startsWith(`${folder}/`));

/** A cached rendition, addressed by the hash of its source and parameters. */
export const renditionKey = (hash: string, ext: string) => nested(RENDITION_FOLDER, hash, ext);

/** A profile picture, re-encoded on upload. */
export const profileMediaKey = (id: string, ext: string) => nested(PROFILE_FOLDER, id, ext);

/** A file sent with a form result (pictures re-encoded, PDFs as checked). */
export const formFileKey = (id: string, ext: string) => nested(FORM_FOLDER, id, ext);

/** A logo or favicon uploaded in the console (few files: one folder). */
export const brandFileKey = (id: string, ext: string) => `${BRAND_FOLDER}/${id}.${ext}`;

/** A file pushed to the admin API's import, held until the import has read it. */
export const importKey = (id: string, ext: string) => `${IMPORT_FOLDER}/${id}${ext}`;

/** A product list export (kept one level deep, as links already sent name it so). */
export const exportKey = (id: string, ext: string) => `${EXPORT_FOLDER}/${id.slice(0, 2)}/${id}.${ext}`;

/** Folders whose files may be served by their path (renditions and originals); the rest stays private. */
export const PUBLIC_MEDIA_ROOTS = ['assets', 'products'] as const;
