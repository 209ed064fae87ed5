import type { FirstScreenModule, PortalConfig } from '@vitrine/contract';
import { SCREEN_STATE_SCRIPT } from '@vitrine/contract/account-slot';
import type { Deps } from '../../deps.ts';
import { escapeHtml } from '../../lib/html.ts';
import { portalConfig } from '../config/index.ts';
import { locales } from '../locales/index.ts';
import { firstScreenInput } from './first-screen.ts';

/** What the server writes into the page before the app runs. */
export interface BootPage {
  /** Configuration and locales as JSON, so the first screen does not wait for two round trips. */
  script: string;
  /** The top bar in the portal's colours with its logo, shown until the app draws its own. */
  shell: string;
  /**
   * A page's first screen: the app's top bar and page drawn by its own components, placed before
   * the app's root, which stays hidden until the app has drawn the same page; only for the
   * addresses the web app's renderer draws (first-screen/screens.tsx), and only with a built web app.
   */
  screen: string | null;
  /** The style elements of that screen, for the page's head. */
  styles: string;
  /** The script chunks of the screen's page in the app, fetched beside the app's own (addresses). */
  modules: string[];
}

function shell(config: PortalConfig): string {
  const { setup, theme } = config;
  const bar = [
    'position:sticky;top:0;z-index:1100;height:80px;box-sizing:border-box;display:flex;align-items:center',
    'padding:0 16px 0 72px;box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14)',
    `background:${theme.palette.header.background};color:${theme.palette.regularText}`,
  ].join(';');
  const mark = setup.logo
    ? `<img src="${escapeHtml(setup.logo)}" alt="${escapeHtml(setup.title)}" style="max-height:48px;max-width:180px;object-fit:contain">`
    : `<span style="font:500 20px Roboto,sans-serif">${escapeHtml(setup.title)}</span>`;
  return `<div style="${escapeHtml(bar)}">${mark}</div>`;
}

/** The app's root stays hidden while the server's screen is in the page. */
const HIDE_ROOT = '<style>#vitrine-first-screen~#root{display:none}</style>';

/**
 * What the browser holds and the server does not know (who is signed in, the cart), read before the
 * first paint: a screen drawn as a guest sees it steps aside for a signed-in person; the cart's
 * screen is drawn for the cart that is there.
 */
const STATE_CHECK = `<script>${SCREEN_STATE_SCRIPT}</script>`;

/**
 * The boot script, top bar and (for an address the web app's renderer draws, when it is there)
 * first screen of the page at `url`; text that could end an element is escaped.
 */
export async function bootPage(
  deps: Deps,
  screens: FirstScreenModule | null,
  chunks: (modules: readonly string[]) => string[],
  origin: string,
  url: string,
): Promise<BootPage> {
  const [config, list] = await Promise.all([portalConfig(deps, origin), locales(deps.db)]);
  const found = screens && (await firstScreenInput(deps, screens, config, list, origin, url));
  // A screen's small answers come along for the app, which then draws the same page at once.
  const queries = found?.inline ? found.queries : undefined;
  const json = JSON.stringify({ config, locales: list, queries }).replace(/</g, '\\u003c');
  const script = `<script type="application/json" id="vitrine-boot">${json}</script>`;
  if (!screens || !found) return { script, shell: shell(config), screen: null, styles: '', modules: [] };
  const { path, search, code } = found;
  const input = { path, search, code, config, locales: list, queries: found.queries };
  const { html, styles } = screens.renderFirstScreen(input);
  return {
    script,
    shell: shell(config),
    screen: `<div id="vitrine-first-screen" data-path="${escapeHtml(input.path)}"${found.guestsOnly ? ' data-guests-only' : ''}>${STATE_CHECK}${HIDE_ROOT}${html}</div>`,
    styles,
    modules: chunks(found.modules ?? []),
  };
}
