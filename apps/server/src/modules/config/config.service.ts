import { ttlCache } from '../../lib/ttl-cache.ts';
import type { Mapping, PortalConfig, Setup, Theme } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import { hasOpenRegistration } from './config.repository.ts';
import { getSettings, type StoredOverrides } from './config.settings.ts';

const KEYS = ['setup', 'mapping', 'theme', 'translations', 'overrides'];
const cache = ttlCache<Record<string, unknown>>(5_000);
const openRegistration = ttlCache<boolean>(5_000);

/** Settings change rarely; a few seconds of caching keeps config and auth checks off the database. */
function settings(deps: Pick<Deps, 'db'>): Promise<Record<string, unknown>> {
  return cache.get(deps.db, 'settings', () => getSettings(deps.db, KEYS));
}

/** Whether self-registration is open, cached as the settings are (groups change as rarely). */
function registrationOpen(deps: Deps): Promise<boolean> {
  return openRegistration.get(deps.db, 'registration', () => hasOpenRegistration(deps.db));
}

export function clearConfigCache(): void {
  cache.clear();
  openRegistration.clear();
}

/** The mapping of product fields to attributes (cached with the other settings). */
export async function productMapping(deps: Deps): Promise<Mapping> {
  return (await settings(deps)).mapping as Mapping;
}

/** Guest mode: as the console set it, else as the GUEST_MODE environment setting says. */
function guestModeOn(deps: Deps, stored: Record<string, unknown>): boolean {
  const chosen = (stored.overrides as StoredOverrides | undefined)?.guest_mode;
  return typeof chosen === 'boolean' ? chosen : deps.config.guestMode;
}

/** The guest token, or null when guest mode is off. */
export async function guestToken(deps: Deps): Promise<string | null> {
  const s = await settings(deps);
  if (!guestModeOn(deps, s)) return null;
  return (s.setup as Partial<Setup> | undefined)?.guest_token ?? null;
}

/** The From of the portal's mails: the sender the console set, else the MAIL_FROM environment setting. */
export async function mailSender(
  deps: Pick<Deps, 'db' | 'config'>,
): Promise<string | { name: string; address: string }> {
  const sender = ((await settings(deps)).overrides as StoredOverrides | undefined)?.mail_sender;
  return sender?.address ? { name: sender.name, address: sender.address } : deps.config.mailFrom;
}

/** The code of the content category the dashboard shows (setup.dashboard_content), or null. */
export async function dashboardContentCode(deps: Deps): Promise<string | null> {
  const setup = (await settings(deps)).setup as Partial<Setup> | undefined;
  return setup?.dashboard_content || null;
}

/** Whether the runtime knows the zone (a stored setup is not validated when written). */
function knownZone(zone: string | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The portal's time zone: the stored setup's, else the TIME_ZONE setting ('UTC' by default). */
export async function portalTimeZone(deps: Deps): Promise<string> {
  const setup = (await settings(deps)).setup as Partial<Setup> | undefined;
  return knownZone(setup?.time_zone) ? setup.time_zone : deps.config.timeZone;
}

/** The public configuration; `domain` defaults to the portal's own origin. */
export async function portalConfig(deps: Deps, origin: string): Promise<PortalConfig> {
  const [s, registration] = await Promise.all([settings(deps), registrationOpen(deps)]);
  const setup = { ...(s.setup as Setup), registration_open: registration };
  setup.guest_token = guestModeOn(deps, s) ? setup.guest_token : null;
  setup.domain ||= deps.config.publicUrl ?? origin;
  setup.time_zone = knownZone(setup.time_zone) ? setup.time_zone : deps.config.timeZone;
  setup.leaflet = { ...setup.leaflet, domain: setup.leaflet.domain || setup.domain };
  return {
    setup,
    mapping: s.mapping as Mapping,
    theme: s.theme as Theme,
    translations: (s.translations as PortalConfig['translations'] | undefined) ?? {},
  };
}
