import type { Deps } from '../../deps.ts';
import { locales } from '../locales/locale.service.ts';
import { portalConfig } from './config.service.ts';

/**
 * What the web app asks for first (configuration and locales), written into the page it loads, so
 * the first screen does not wait for two more round trips. Text that could end the script element
 * is escaped.
 */
export async function bootScript(deps: Deps, origin: string): Promise<string> {
  const [config, list] = await Promise.all([portalConfig(deps, origin), locales(deps.db)]);
  const json = JSON.stringify({ config, locales: list }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="vitrine-boot">${json}</script>`;
}
