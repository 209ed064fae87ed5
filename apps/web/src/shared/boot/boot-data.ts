import type { Locale, PortalConfig } from '@vitrine/contract';

interface BootData {
  config?: PortalConfig;
  locales?: Locale[];
}

let boot: BootData | undefined;

/**
 * A value the server wrote into the page (configuration, locales), given out once: the first load
 * skips a round trip, later refreshes ask the API as usual. Nothing there, or unreadable: undefined.
 */
export function takeBootData<K extends keyof BootData>(key: K): BootData[K] | undefined {
  if (!boot) {
    try {
      boot = JSON.parse(document.getElementById('vitrine-boot')?.textContent || '{}') as BootData;
    } catch {
      boot = {};
    }
  }
  const value = boot[key];
  delete boot[key];
  return value;
}
