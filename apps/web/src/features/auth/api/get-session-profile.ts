import type { User, UserProfile } from '@vitrine/contract';
import { profileRoutes } from '@vitrine/contract/routes/profile';
import { callRoute } from '@/shared/api/call-route';
import { toSessionUser } from '@/shared/session/session-user';

/** GET /private/profile/ with a token that is not stored yet (fresh login or reset link). */
export function getProfileWithToken(token: string): Promise<UserProfile> {
  return callRoute(profileRoutes.getProfile, { token, resetSessionOn401: false });
}

/** Loads the profile for a token and turns it into the stored user record. */
export async function loadSessionUser(token: string): Promise<User> {
  const profile = await getProfileWithToken(token);
  const user = toSessionUser(profile, profile.token || token);
  if (!user) throw new Error('The profile answer carries no user');
  return user;
}
