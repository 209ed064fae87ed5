import type { FirstScreenQuery, Locale, PortalConfig } from '@vitrine/contract';

interface BootData {
  config?: PortalConfig;
  locales?: Locale[];
  /** The answers a server-drawn page (a product, an article) was drawn from, by their query keys. */
  queries?: FirstScreenQuery[];
}

let boot: BootData | undefined;

/**
 * A value the server wrote into the page (configuration, locales, a first screen's answers), given out once: the first load
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
