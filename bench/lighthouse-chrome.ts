import * as chromeLauncher from 'chrome-launcher';

/** Debian's Chromium, headless and quiet, as Lighthouse audits it (the benchmark and the e2e check). */
export function launchAuditChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Lighthouse's desktop screen: 1440 × 900 at scale 1. */
export const DESKTOP_SCREEN = {
  formFactor: 'desktop' as const,
  screenEmulation: { mobile: false, width: 1440, height: 900, deviceScaleFactor: 1, disabled: false },
};
