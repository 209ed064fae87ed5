import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '../apps/server/src/config.ts';
import { seedDemo } from '../apps/server/src/demo/seed.ts';
import { importAsset } from '../apps/server/src/modules/media/asset-import.service.ts';
import { openRuntime } from '../apps/server/src/runtime.ts';

/** Storage keys of the bench's source files, kept beside its data so later runs skip the setup. */
export interface MediaFixtures {
  photos: string[];
  scans: string[];
  cart: string[];
}

export const PHOTOS = 16;
export const SCANS = 4;
export const CART_FILES = 200;
export const CART_FILE_BYTES = 10 * 1024 * 1024;

/** A 24-megapixel picture with a gradient and grain, so it decodes like a photograph. */
function photo(i: number, format: 'jpeg' | 'tiff'): Promise<Buffer> {
  const hue = (i * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue},60%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},60%,70%)"/></linearGradient></defs><rect width="600" height="400" fill="url(#g)"/><circle cx="300" cy="200" r="120" fill="#fff" fill-opacity="0.4"/></svg>`;
  const grain = {
    create: {
      width: 6000,
      height: 4000,
      channels: 3 as const,
      background: '#808080',
      noise: { type: 'gaussian' as const, mean: 128, sigma: 24 },
    },
  };
  return sharp(Buffer.from(svg))
    .resize(6000, 4000)
    .removeAlpha()
    .composite([{ input: grain, blend: 'soft-light' }])
    .toFormat(format, format === 'jpeg' ? { quality: 90 } : { compression: 'lzw' })
    .toBuffer();
}

/**
 * A portal database with the demo catalogue and the bench's assets: 16 JPEG and 4 TIFF photographs
 * of 6000 × 4000 and 200 files of 10 MiB (a 2 GB cart). Made once per data folder.
 */
export async function mediaFixtures(dataDir: string): Promise<MediaFixtures> {
  const manifest = path.join(dataDir, 'bench-media.json');
  if (fs.existsSync(manifest)) return JSON.parse(fs.readFileSync(manifest, 'utf8')) as MediaFixtures;
  fs.mkdirSync(dataDir, { recursive: true });
  const runtime = await openRuntime(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' }));
  try {
    await seedDemo(runtime.deps.db);
    const fixtures: MediaFixtures = { photos: [], scans: [], cart: [] };
    const add = async (fileName: string, body: Buffer) =>
      (await importAsset(runtime.deps, { fileName, body, scopes: ['campaigns'] })).key;
    for (let i = 0; i < PHOTOS; i++)
      fixtures.photos.push(await add(`Bench photo ${i}.jpg`, await photo(i, 'jpeg')));
    for (let i = 0; i < SCANS; i++)
      fixtures.scans.push(await add(`Bench scan ${i}.tif`, await photo(i, 'tiff')));
    // Incompressible bytes under a .jpg name: stored, never deflated, like real photographs.
    for (let i = 0; i < CART_FILES; i++)
      fixtures.cart.push(await add(`Cart file ${i}.jpg`, randomBytes(CART_FILE_BYTES)));
    fs.writeFileSync(manifest, JSON.stringify(fixtures));
    return fixtures;
  } finally {
    await runtime.close();
  }
}

export const CONVERSIONS = 200;

/**
 * 200 assets holding the 16 bench photographs' bytes under keys of their own, so a cart of 200
 * renditions with the same parameters is 200 uncached conversions of 24-megapixel JPEGs. Made
 * once per data folder, beside the other fixtures.
 */
export async function conversionSources(dataDir: string, fixtures: MediaFixtures): Promise<string[]> {
  const manifest = path.join(dataDir, 'bench-conversions.json');
  if (fs.existsSync(manifest)) return JSON.parse(fs.readFileSync(manifest, 'utf8')) as string[];
  const runtime = await openRuntime(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' }));
  try {
    const keys: string[] = [];
    for (let i = 0; i < CONVERSIONS; i++) {
      const body = fs.readFileSync(path.join(dataDir, 'files', fixtures.photos[i % fixtures.photos.length]));
      keys.push(
        (await importAsset(runtime.deps, { fileName: `Conversion ${i}.jpg`, body, scopes: ['campaigns'] }))
          .key,
      );
    }
    fs.writeFileSync(manifest, JSON.stringify(keys));
    return keys;
  } finally {
    await runtime.close();
  }
}
