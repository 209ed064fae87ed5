import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Deps } from '../deps.ts';
import { drawImage } from '../lib/image.ts';
import { runFfmpeg } from '../lib/video.ts';
import { escapeHtml } from '../lib/html.ts';
import { refreshAssetMeta } from '../modules/media/index.ts';
import { demoPdf } from './demo-pdf.ts';
import { demoHex } from './generate-assets.ts';

interface PendingAsset {
  name: string;
  ext: string;
  storage_key: string;
  width: number | null;
  height: number | null;
}

const rgb = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as never;

/** Artwork for a picture: a backdrop in the asset's colour, simple shapes and its name and size. */
function artSvg(asset: PendingAsset, width: number, height: number): string {
  const hex = demoHex(asset.name);
  const s = Math.min(width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f5f6f8"/><stop offset="1" stop-color="${hex}" stop-opacity="0.35"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${width * 0.5}" cy="${height * 0.45}" r="${s * 0.22}" fill="${hex}"/>
  <rect x="${width * 0.5 - s * 0.02}" y="${height * 0.05}" width="${s * 0.04}" height="${height * 0.4 - s * 0.22}" fill="#455a64"/>
  <text x="${width / 2}" y="${height * 0.85}" font-family="sans-serif" font-size="${s * 0.05}" fill="#263238" text-anchor="middle">${escapeHtml(asset.name)}</text>
  <text x="${width / 2}" y="${height * 0.92}" font-family="sans-serif" font-size="${s * 0.035}" fill="#546e7a" text-anchor="middle">${asset.width} × ${asset.height}</text>
</svg>`;
}

/** A vector logo: a mark and a word in the asset's colour. */
function logoSvg(asset: PendingAsset): string {
  const hex = demoHex(asset.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400">
  <rect width="800" height="400" fill="#ffffff"/>
  <path d="M80 100 L200 300 L320 100" fill="none" stroke="${hex}" stroke-width="48" stroke-linejoin="round"/>
  <text x="360" y="236" font-family="sans-serif" font-size="96" font-weight="bold" fill="#1d2733">Vitrine</text>
</svg>`;
}

async function shortFilm(): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `vitrine-demo-${process.pid}-${Date.now()}.mp4`);
  try {
    await runFfmpeg(
      [
        '-f',
        'lavfi',
        '-i',
        'testsrc=duration=4:size=640x360:rate=25',
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
        '-y',
        file,
      ],
      60_000,
    );
    return await fsp.readFile(file);
  } finally {
    await fsp.rm(file, { force: true });
  }
}

/** The bytes of one demo file, drawn from its name, type and planned size. */
export async function drawDemoFile(asset: PendingAsset): Promise<Buffer> {
  const width = asset.width ?? 1200;
  const height = asset.height ?? 1200;
  switch (asset.ext) {
    case 'svg':
      return Buffer.from(logoSvg(asset));
    case 'pdf':
      return demoPdf(
        asset.name,
        ['Technical data', 'Dimensions, materials and care are listed in the portal.', 'Subject to change.'],
        rgb(demoHex(asset.name)),
      );
    case 'mp4':
      return shortFilm();
    default: {
      const scale = Math.min(1, 1000 / Math.max(width, height));
      const svg = artSvg(asset, Math.round(width * scale), Math.round(height * scale));
      const format = asset.ext === 'png' ? 'png' : asset.ext === 'tif' ? 'tiff' : 'jpeg';
      return drawImage(svg, width, height, format);
    }
  }
}

export interface AssetFileOptions {
  /** Only these files (tests). */
  keys?: string[];
  /** Stops after the files being drawn (a shutdown during the start). */
  signal?: AbortSignal;
  /** Told after each file: how many of the pending files are done. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Draws the files of demo assets whose size has not been read yet (newest first, the order the
 * library lists them), stores them and reads their real size and dimensions. Answers how many
 * files were drawn.
 */
export async function generateAssetFiles(deps: Deps, options: AssetFileOptions = {}): Promise<number> {
  let query = deps.db
    .selectFrom('asset')
    .select(['name', 'ext', 'storage_key', 'width', 'height'])
    .where('meta_read_at', 'is', null)
    .orderBy('created_at', 'desc');
  if (options.keys) query = query.where('storage_key', 'in', options.keys.length ? options.keys : ['']);
  const rows = await query.execute();
  const files = [...new Map(rows.map((r) => [r.storage_key, r])).values()];
  let made = 0;
  let next = 0;
  let done = 0;
  // Two at a time: the machine's cores.
  const worker = async () => {
    while (next < files.length && !options.signal?.aborted) {
      const asset = files[next++];
      if (!(await deps.storage.stat(asset.storage_key))) {
        await deps.storage.put(asset.storage_key, await drawDemoFile(asset));
        made++;
      }
      await refreshAssetMeta(deps, asset.storage_key, asset.ext);
      options.onProgress?.(++done, files.length);
    }
  };
  await Promise.all([worker(), worker()]);
  return made;
}
