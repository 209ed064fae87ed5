import type { PortalConfig } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import { escapeHtml } from '../../lib/html.ts';
import { locales } from '../locales/locale.service.ts';
import { portalConfig } from './config.service.ts';

/** What the server writes into the page before the app runs. */
export interface BootPage {
  /** Configuration and locales as JSON, so the first screen does not wait for two round trips. */
  script: string;
  /** The top bar in the portal's colours with its logo, shown until the app draws its own. */
  shell: string;
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

/** The boot script and shell of the page; text that could end an element is escaped. */
export async function bootPage(deps: Deps, origin: string): Promise<BootPage> {
  const [config, list] = await Promise.all([portalConfig(deps, origin), locales(deps.db)]);
  const json = JSON.stringify({ config, locales: list }).replace(/</g, '\\u003c');
  return {
    script: `<script type="application/json" id="vitrine-boot">${json}</script>`,
    shell: shell(config),
  };
}
