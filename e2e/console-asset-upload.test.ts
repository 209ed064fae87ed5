/**
 * Asset uploads in the console: twenty files at once, one dropped and the rest chosen from the
 * keyboard, among them a 300 MB video whose connection is cut halfway (the upload resumes from
 * where the server got to); then a file replaced with the old one kept as a version, and the
 * asset deleted after a confirmation listing where it is used. axe on each screen; 1440 and 375 px.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { consoleText, expectAxeClean, openConsolePage } from './support/console.ts';
import { signIn, waitForPath } from './support/flows.ts';
import { DESKTOP, PHONE, shot, type Portal } from './support/portal.ts';
import { startSuite, stopSuite } from './support/suite.ts';
import { startCutProxy, type CutProxy } from './support/cut-proxy.ts';

const ADMIN = { email: 'admin@vitrine.example', password: 'showroom-admin-2026', name: 'Avery Admin' };
const VIDEO_BYTES = 300 * 1024 * 1024;
const text = (key: string, values?: Record<string, string | number>) => consoleText('en', key, values);

let portal: Portal;
let browser: Browser;
/** The portal as the browser reaches it: through a line that can be cut. */
let line: CutProxy;
let dir: string;
let files: string[];
let video: string;

/** A real short MP4 (ffmpeg), padded with an unused box to 300 MB, as a large video would be. */
function makeVideo(file: string): void {
  const small = `${file}.small.mp4`;
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=10',
    '-t',
    '1',
    '-pix_fmt',
    'yuv420p',
    '-y',
    small,
  ]);
  const head = fs.readFileSync(small);
  const pad = VIDEO_BYTES - head.length;
  // A `free` box: players skip it, and it holds only zeros.
  const box = Buffer.alloc(8);
  box.writeUInt32BE(pad, 0);
  box.write('free', 4, 'latin1');
  fs.writeFileSync(file, head);
  fs.appendFileSync(file, box);
  fs.truncateSync(file, VIDEO_BYTES);
  fs.rmSync(small);
}

beforeAll(async () => {
  ({ portal, browser } = await startSuite());
  line = await startCutProxy(portal.url);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asset-upload-'));
  video = path.join(dir, 'showroom tour.mp4');
  makeVideo(video);
  files = [video];
  for (let i = 1; i <= 18; i++) {
    const file = path.join(dir, `swatch ${String(i).padStart(2, '0')}.jpg`);
    const colour = `#${(i * 0x0d1f2b).toString(16).padStart(6, '0').slice(-6)}`;
    fs.writeFileSync(
      file,
      await sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
        .jpeg()
        .toBuffer(),
    );
    files.push(file);
  }
}, 120_000);

afterAll(async () => {
  await line?.close();
  await stopSuite({ portal, browser });
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('twenty files, one dropped and a 300 MB video cut halfway, all arrive; keyboard only; axe clean', async () => {
  const { context, page } = await openConsolePage(browser, DESKTOP, 'en-GB');
  // Choosers are caught from the start: a listener added only at the press can miss the first one.
  page.on('filechooser', () => undefined);
  try {
    await signIn(page, line.url, ADMIN.email, ADMIN.password, ADMIN.name);
    await page.goto(`${line.url}/en-GB/admin/assets/upload`);
    await page.getByRole('heading', { name: text('console.asset_files.upload.title') }).waitFor();
    await expectAxeClean(page, 'upload en 1440 empty');

    // A scope chosen from the keyboard, then the file chooser opened with Enter on its button.
    const scopes = page.getByRole('combobox', { name: text('console.asset_files.upload.scopes') });
    await scopes.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    const choose = page.getByRole('button', { name: text('console.asset_files.drop.choose') });
    for (let i = 0; i < 6 && !(await choose.evaluate((b) => b === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect.poll(() => choose.evaluate((b) => b === document.activeElement)).toBe(true);

    // Every PATCH of the video, to see it resume from an offset rather than start again.
    const videoOffsets: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && /uploads\//.test(request.url())) {
        const offset = Number(request.headers()['upload-offset']);
        // Only the video's offsets reach megabytes.
        if (offset > 1024 ** 2) videoOffsets.push(offset);
      }
    });
    const cdp = await context.newCDPSession(page);
    // About 100 MB/s, so the video takes a few seconds and its middle can be caught.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 100 * 1024 * 1024,
    });
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
    await chooser.setFiles(files);

    // One more, dropped onto the zone.
    await page.getByTestId('upload-drop-zone').evaluate(async (zone) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['%PDF-1.4\n%%EOF\n'], 'dropped sheet.pdf', { type: 'application/pdf' }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    });
    const rows = page.getByTestId('upload-row');
    await expect.poll(() => rows.count()).toBe(20);

    // Halfway through the video:
    const videoBar = page.getByRole('progressbar', {
      name: text('console.asset_files.progress', { name: 'showroom tour.mp4' }),
    });
    await expect
      .poll(async () => Number(await videoBar.getAttribute('aria-valuenow')), {
        timeout: 30_000,
        interval: 50,
      })
      .toBeGreaterThanOrEqual(30);
    // The line drops: every open connection ends, and none is taken for three seconds.
    line.cut(3000);
    await expect.poll(() => videoOffsets.length, { timeout: 30_000 }).toBeGreaterThan(0);

    await expect
      .poll(async () => page.getByTestId('upload-row').and(page.locator('[data-state="done"]')).count(), {
        timeout: 40_000,
      })
      .toBe(20);
    await expect(page.getByTestId('upload-summary').textContent()).resolves.toBe(
      text('console.asset_files.list.summary', { done: 20, count: 20 }),
    );
    // The video went on from where the server had got to, after the cut.
    expect(videoOffsets.length).toBeGreaterThan(0);
    expect(Math.max(...videoOffsets)).toBeGreaterThan(VIDEO_BYTES * 0.2);
    const videoLink = page.getByRole('link', { name: 'showroom tour.mp4' });
    expect(await videoLink.getAttribute('href')).toMatch(/^\/en-GB\/admin\/assets\/\d+$/);
    await expectAxeClean(page, 'upload en 1440 done');
    await shot(page, 'console-asset-upload-en-1440');
  } finally {
    await context.close();
  }
}, 90_000);

test('phone: a file replaced keeps the asset and lists the old one; deleting lists where it is used', async () => {
  const { context, page } = await openConsolePage(browser, PHONE, 'en-GB');
  // Choosers are caught from the start: a listener added only at the press can miss the first one.
  page.on('filechooser', () => undefined);
  try {
    await signIn(page, portal.url, ADMIN.email, ADMIN.password, ADMIN.name);
    await page.goto(`${portal.url}/en-GB/admin/assets/upload`);
    await page.getByRole('combobox', { name: text('console.asset_files.upload.scopes') }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    const [first] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: text('console.asset_files.drop.choose') }).click(),
    ]);
    await first.setFiles(files[1]);
    const link = page.getByRole('link', { name: path.basename(files[1]) });
    await link.waitFor({ timeout: 20_000 });
    const id = Number((await link.getAttribute('href'))!.split('/').pop());
    await expectAxeClean(page, 'upload en 375');
    await shot(page, 'console-asset-upload-en-375');

    await page.goto(`${portal.url}/en-GB/admin/assets/${id}/file`);
    await page.getByRole('heading', { name: text('console.asset_files.file.title') }).waitFor();
    await page.getByText(text('console.asset_files.file.no_versions')).waitFor();
    const [second] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: text('console.asset_files.drop.choose_one') }).click(),
    ]);
    await second.setFiles(files[2]);
    const versions = page.getByTestId('asset-versions');
    await versions.waitFor({ timeout: 20_000 });
    await expect.poll(() => versions.getByRole('listitem').count()).toBe(1);
    await page
      .getByRole('link', { name: text('console.asset_files.file.download', { version: 1 }) })
      .waitFor();
    await expectAxeClean(page, 'file en 375');
    await shot(page, 'console-asset-file-en-375');

    // From the keyboard (on a phone the notification of the replacement may cover the button).
    await page.getByRole('button', { name: text('console.asset_files.delete.button') }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByText(text('console.asset_files.delete.used_in')).waitFor();
    // axe reads colours: the dialog's fade-in first runs to its end.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished),
      ),
    );
    await expectAxeClean(page, 'delete dialog en 375');
    await shot(page, 'console-asset-delete-en-375');
    await dialog.getByRole('button', { name: text('console.asset_files.delete.confirm') }).click();
    await waitForPath(page, '/en-GB/admin/assets');
    const gone = await fetch(`${portal.url}/pim/portal/api/private/console/assets/${id}/file`, {
      headers: {
        Authorization: String(
          await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token),
        ),
      },
    });
    expect(gone.status).toBe(404);
  } finally {
    await context.close();
  }
}, 60_000);
