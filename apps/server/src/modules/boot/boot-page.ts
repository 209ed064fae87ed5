import type { PortalConfig } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import { escapeHtml } from '../../lib/html.ts';
import { portalConfig } from '../config/config.service.ts';
import { locales } from '../locales/locale.service.ts';
import { firstScreen } from './first-screen.ts';
import { firstScreenHtml } from './first-screen-html.ts';

/** What the server writes into the page before the app runs. */
export interface BootPage {
  /** Configuration and locales as JSON, so the first screen does not wait for two round trips. */
  script: string;
  /** The top bar in the portal's colours with its logo, shown until the app draws its own. */
  shell: string;
  /**
   * A list page's first cards around the top bar, placed before the app's root, which stays hidden
   * until the app has drawn the same page; only for the default view of the product and asset lists.
   */
  screen: string | null;
}

function shell(config: PortalConfig): string {
  const { setup, theme } = config;
  const bar = [
    'position:sticky;top:0;height:80px;box-sizing:border-box;display:flex;align-items:center',
    'padding:0 16px 0 72px;box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14)',
    `background:${theme.palette.header.background};color:${theme.palette.regularText}`,
  ].join(';');
  const mark = setup.logo
    ? `<img src="${escapeHtml(setup.logo)}" alt="${escapeHtml(setup.title)}" style="max-height:48px;max-width:180px;object-fit:contain">`
    : `<span style="font:500 20px Roboto,sans-serif">${escapeHtml(setup.title)}</span>`;
  return `<div style="${escapeHtml(bar)}">${mark}</div>`;
}

/** The boot script and shell of the page at `url`; text that could end an element is escaped. */
export async function bootPage(deps: Deps, origin: string, url: string): Promise<BootPage> {
  const [config, list] = await Promise.all([portalConfig(deps, origin), locales(deps.db)]);
  const json = JSON.stringify({ config, locales: list }).replace(/</g, '\\u003c');
  const screen = await firstScreen(deps, config, list, url);
  return {
    script: `<script type="application/json" id="vitrine-boot">${json}</script>`,
    shell: shell(config),
    screen: screen && firstScreenHtml(screen, shell(config)),
  };
}
