import { randomUUID } from 'node:crypto';
import type { Consent, ProfileUpdate, UserProfile } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { normalizeUploadedImage } from '../../lib/image.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { Principal, UserPrincipal } from '../../lib/principal.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { getActiveConsent, saveConsent } from './consent.repository.ts';
import {
  deleteMedia,
  getMedia,
  getProfileRow,
  insertMedia,
  listFeatures,
  updateProfileRow,
} from './profile.repository.ts';

const mediaUrl = (id: string) => `/pim/portal/api/private/profile/media/${id}`;

/** The guest principal's profile: an anonymous record with the guest token. */
function guestProfile(token: string): UserProfile {
  return {
    id: null,
    token,
    username: 'guest',
    first_name: '',
    last_name: '',
    data: { is_company: false, country: null },
    email: '',
    gender: null,
    age: null,
    street: '',
    street_number: '',
    zip_code: '',
    city: '',
    phone_number: '',
    avatar: null,
    guest: true,
  };
}

/** The caller's profile in the API shape, carrying the token it was asked with. */
export async function loadProfile(deps: Deps, principal: Principal, token: string): Promise<UserProfile> {
  if (principal.kind === 'guest') return guestProfile(token);
  const row = await getProfileRow(deps.db, principal.userId);
  if (!row) throw unauthorized();
  return {
    id: row.id,
    token,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    data: { is_company: row.is_company, country: row.country },
    email: row.email,
    gender: row.gender === 'Male' || row.gender === 'Female' ? row.gender : null,
    age: row.date_of_birth,
    street: row.street,
    street_number: row.street_number,
    zip_code: row.zip_code,
    city: row.city,
    phone_number: row.phone_number,
    avatar: row.media_id ? { id: row.media_id, url: mediaUrl(row.media_id) } : null,
    guest: false,
  };
}

/** Saves the personal information form; a user may only change their own profile. */
export async function saveProfile(deps: Deps, principal: UserPrincipal, id: number, input: ProfileUpdate) {
  if (id !== principal.userId) throw forbidden('You can only change your own profile');
  const { age, ...rest } = input;
  await updateProfileRow(deps.db, principal.userId, { ...rest, date_of_birth: age.slice(0, 10) });
}

export async function uploadProfileMedia(deps: Deps, principal: UserPrincipal, file: Buffer) {
  const image = await normalizeUploadedImage(file);
  const id = randomUUID();
  const key = `profile/${id.slice(0, 2)}/${id.slice(2, 4)}/${id}.${image.extension}`;
  await deps.storage.put(key, image.data, image.contentType);
  await insertMedia(deps.db, {
    id,
    user_id: principal.userId,
    storage_key: key,
    content_type: image.contentType,
    size: image.data.length,
  });
  return { id, url: mediaUrl(id), size: image.data.length, type: image.contentType };
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

export async function featuresFor(deps: Deps, principal: Principal): Promise<string[]> {
  if (principal.kind === 'guest') return listFeatures(deps.db, null);
  const row = await getProfileRow(deps.db, principal.userId);
  return listFeatures(deps.db, row?.group_id ?? null);
}

/** The active consent message (sanitised) and the user's answer; guests are never asked. */
export async function consentFor(deps: Deps, principal: Principal, locale: RequestLocale): Promise<Consent> {
  if (principal.kind === 'guest') return { message: null, status: null };
  const consent = await getActiveConsent(deps.db, principal.userId, locale);
  if (!consent) return { message: null, status: null };
  return { message: sanitizeRichText(consent.message), status: consent.status ?? null };
}

export async function agreeToConsent(
  deps: Deps,
  principal: UserPrincipal,
  locale: RequestLocale,
): Promise<Consent> {
  const consent = await getActiveConsent(deps.db, principal.userId, locale);
  if (!consent) return { message: null, status: null };
  await saveConsent(deps.db, principal.userId, consent.id, true);
  return { message: sanitizeRichText(consent.message), status: true };
}
