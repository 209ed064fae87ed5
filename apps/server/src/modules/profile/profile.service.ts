import { profileRoutes, routePath } from '@vitrine/contract/routes';
import { deleteFiles } from '../../storage/delete-files.ts';
import { randomUUID } from 'node:crypto';
import type { Consent, ProfileUpdate, UserProfile } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { normalizeUploadedImage } from '../../lib/image.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { Principal, UserPrincipal } from '../../lib/principal.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { PROFILE_FOLDER, profileMediaKey } from '../../storage/keys.ts';
import { deleteUnnamedFiles } from '../../storage/sweep-files.ts';
import {
  guestProfile,
  isAdminUser,
  toUserProfile,
  updateUserProfile,
  userProfileRow,
} from '../auth/index.ts';
import { getActiveConsent, saveConsent } from './consent.repository.ts';
import {
  deleteMedia,
  getMedia,
  listFeatures,
  newestMediaId,
  referencedMediaKeys,
  replaceMedia,
} from './profile.repository.ts';

const mediaUrl = (id: string) => routePath(profileRoutes.getProfilePicture, { id });

const avatarOf = (id: string | undefined) => (id ? { id, url: mediaUrl(id) } : null);

/** The caller's profile in the API shape, carrying the token it was asked with. */
export async function loadProfile(db: Database, principal: Principal, token: string): Promise<UserProfile> {
  if (principal.kind === 'guest') return guestProfile(token);
  const [row, mediaId] = await Promise.all([
    userProfileRow(db, principal.userId),
    newestMediaId(db, principal.userId),
  ]);
  if (!row) throw unauthorized();
  return toUserProfile(row, token, avatarOf(mediaId));
}

/** Saves the personal information form; a user may only change their own profile. */
export async function saveProfile(db: Database, principal: UserPrincipal, id: number, input: ProfileUpdate) {
  if (id !== principal.userId) throw forbidden('You can only change your own profile');
  const { age, ...rest } = input;
  await updateUserProfile(db, principal.userId, { ...rest, date_of_birth: age.slice(0, 10) });
}

/**
 * Stores a new profile picture in place of the user's current one: the replaced files are deleted
 * once their records are gone (a delete that fails leaves an orphan for the file sweep).
 */
export async function uploadProfileMedia(deps: Deps, principal: UserPrincipal, file: Buffer) {
  const image = await normalizeUploadedImage(file);
  const id = randomUUID();
  const key = profileMediaKey(id, image.extension);
  await deps.storage.put(key, image.data, image.contentType);
  const replaced = await replaceMedia(deps.db, {
    id,
    user_id: principal.userId,
    storage_key: key,
    content_type: image.contentType,
    size: image.data.length,
  });
  await deleteFiles(deps.storage, replaced);
  return { id, url: mediaUrl(id), size: image.data.length, type: image.contentType };
}

/**
 * Deletes picture files no record names that were written before `before` (an upload that failed
 * after storing its file, a replaced file whose delete failed). Answers how many went.
 */
export function sweepProfileFiles(deps: Deps, before: Date, signal?: AbortSignal): Promise<number> {
  const named = (keys: string[]) => referencedMediaKeys(deps.db, keys);
  return deleteUnnamedFiles(deps.storage, PROFILE_FOLDER, before, named, signal);
}

export async function findProfileMedia(deps: Deps, principal: UserPrincipal, id: string) {
  const media = await getMedia(deps.db, principal.userId, id);
  if (!media) throw notFound('Image not found');
  return {
    stream: await deps.storage.get(media.storage_key),
    contentType: media.content_type,
    size: media.size,
  };
}

export async function removeProfileMedia(deps: Deps, principal: UserPrincipal, id: string) {
  const media = await getMedia(deps.db, principal.userId, id);
  if (!media) throw notFound('Image not found');
  await deleteMedia(deps.db, principal.userId, id);
  await deps.storage.delete(media.storage_key);
}

/** The portal's features for the caller's group, and `console` for an administrator (the console's menu entry). */
export async function featuresFor(db: Database, principal: Principal): Promise<string[]> {
  if (principal.kind === 'guest') return listFeatures(db, null);
  const [row, admin] = await Promise.all([
    userProfileRow(db, principal.userId),
    isAdminUser(db, principal.userId),
  ]);
  const features = await listFeatures(db, row?.group_id ?? null);
  return admin ? [...features, 'console'] : features;
}

/** The active consent message (sanitised) and the user's answer; guests are never asked. */
export async function consentFor(
  db: Database,
  principal: Principal,
  locale: RequestLocale,
): Promise<Consent> {
  if (principal.kind === 'guest') return { message: null, status: null };
  const consent = await getActiveConsent(db, principal.userId, locale);
  if (!consent) return { message: null, status: null };
  return { message: sanitizeRichText(consent.message), status: consent.status ?? null };
}

export async function agreeToConsent(
  db: Database,
  principal: UserPrincipal,
  locale: RequestLocale,
): Promise<Consent> {
  const consent = await getActiveConsent(db, principal.userId, locale);
  if (!consent) return { message: null, status: null };
  await saveConsent(db, principal.userId, consent.id, true);
  return { message: sanitizeRichText(consent.message), status: true };
}
