import { usePortalConfig } from '../config/portal-config-context';
import { useUser } from './session-store';
import { isGuest } from './session-user';

/** Whether a registered person is signed in: neither a guest nor nobody (spec 6). */
export function useRegistered(): boolean {
  const { setup } = usePortalConfig();
  const user = useUser();
  return user !== null && !isGuest(user, setup.guest_token);
}
