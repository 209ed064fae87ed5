import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstScreenModule } from '@vitrine/contract';

/**
 * Imports the renderer of a built web app, or null when there is none (an API test, a checkout
 * without a build): the pages then carry the plain top bar and the app draws everything itself.
 */
export async function loadScreenModule(webDist: string): Promise<FirstScreenModule | null> {
  const file = path.join(webDist, 'server', 'render.js');
  if (!fs.existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as Partial<FirstScreenModule>;
  const complete =
    typeof module.renderFirstScreen === 'function' && typeof module.firstScreenData === 'function';
  return complete ? remembering(module as FirstScreenModule) : null;
}

/**
 * Screens kept, by the digest of what they were drawn from. Any change of what a screen shows
 * changes its digest; the age limit only bounds how old its signed download links get.
 */
const KEPT = 32;
const KEPT_MS = 10 * 60_000;

/** Signed links change with every second they are signed in; what they lead to does not. */
const unsigned = (key: string, value: unknown) =>
  key === 'secured_url' && typeof value === 'string' ? value.split('?')[0] : value;

/**
 * The module with its screens remembered: drawing one takes tens of milliseconds of React, and
 * the same page is asked for again and again with the same answers (list answers are cached for
 * half a minute). The key is a digest of everything the screen is drawn from (signed download
 * links without their signature), so a change of data, configuration or language draws anew; a
 * kept screen is at most ten minutes old, its signed links (valid for a day) nearly as fresh.
 */
function remembering(module: FirstScreenModule): FirstScreenModule {
  const kept = new Map<string, { screen: ReturnType<FirstScreenModule['renderFirstScreen']>; at: number }>();
  return {
    firstScreenData: module.firstScreenData,
    renderFirstScreen(input) {
      const key = createHash('sha256').update(JSON.stringify(input, unsigned)).digest('base64url');
      const now = Date.now();
      let entry = kept.get(key);
      kept.delete(key);
      if (!entry || now - entry.at > KEPT_MS) entry = { screen: module.renderFirstScreen(input), at: now };
      kept.set(key, entry);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
      return entry.screen;
    },
  };
}
