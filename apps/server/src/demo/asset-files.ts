import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Deps } from '../deps.ts';
import { drawImage } from '../lib/image.ts';
import { runFfmpeg } from '../lib/video.ts';
import { escapeHtml } from '../lib/html.ts';
import { getSetting } from '../modules/config/index.ts';
import { assetsAwaitingFiles, storeAssetFileMeta } from '../modules/media/index.ts';
import { productAttributeTexts } from '../modules/products/index.ts';
import { demoPdf } from './demo-pdf.ts';
import { demoHex } from './generate-assets.ts';
import { pictureKey, type DemoImage } from './product-images.ts';
import { productFigure } from './product-shapes.ts';

export interface PendingAsset {
  name: string;
  ext: string;
  storage_key: string;
  width: number | null;
  height: number | null;
  /** The picture record of the product the file belongs to: its pictures show that product. */
  subject: DemoImage | null;
}

const rgb = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as never;

/**
 * Artwork for a picture: a backdrop in the asset's colour, its name and size, and the product it
 * belongs to in the product's colour (a studio packshot when square, a room when wide) or, for a
 * general picture, simple shapes.
 */
export function artSvg(asset: PendingAsset, width: number, height: number): string {
  const hex = demoHex(asset.name);
  const s = Math.min(width, height);
  // A long name gets smaller letters, to stay inside the picture.
  const caption = Math.min(s * 0.05, (width * 1.6) / asset.name.length);
  // The product's 800-unit drawing, fitted above the caption; wide pictures stand it on a floor.
  const scale = (s * 0.72) / 800;
  const wide = width > height * 1.2;
  const figure = asset.subject
    ? `${wide ? `<rect y="${height * 0.62}" width="${width}" height="${height * 0.38}" fill="#d8cfc4"/>` : ''}
  <g transform="translate(${width * (wide ? 0.32 : 0.5) - 400 * scale} ${height * 0.76 - 650 * scale}) scale(${scale})">${productFigure(asset.subject.type, asset.subject.hex)}</g>`
    : `<circle cx="${width * 0.38}" cy="${height * 0.42}" r="${s * 0.2}" fill="${hex}"/>
  <rect x="${width * 0.5}" y="${height * 0.3}" width="${s * 0.3}" height="${s * 0.3}" rx="${s * 0.03}" fill="#455a64" fill-opacity="0.6"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f5f6f8"/><stop offset="1" stop-color="${hex}" stop-opacity="0.35"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  ${figure}
  <text x="${width / 2}" y="${height * 0.85}" font-family="sans-serif" font-size="${caption}" fill="#263238" text-anchor="middle">${escapeHtml(asset.name)}</text>
  <text x="${width / 2}" y="${height * 0.92}" font-family="sans-serif" font-size="${s * 0.035}" fill="#546e7a" text-anchor="middle">${asset.width} × ${asset.height}</text>
</svg>`;
}

const LOGO = / logo /;

/** A vector logo: a mark in the asset's colour and the brand's name. */
function logoSvg(asset: PendingAsset): string {
  const hex = demoHex(asset.name);
  const brand = asset.name.split(LOGO)[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400">
  <rect width="800" height="400" fill="#ffffff"/>
  <path d="M80 100 L200 300 L320 100" fill="none" stroke="${hex}" stroke-width="48" stroke-linejoin="round"/>
  <text x="360" y="236" font-family="sans-serif" font-size="${brand.length > 7 ? 64 : 96}" font-weight="bold" fill="#1d2733">${escapeHtml(brand)}</text>
</svg>`;
}

const DATASHEET_LINES = [
  'Technical data',
  'Dimensions, materials and care are listed in the portal.',
  'Subject to change.',
];
/** The lines of the other demo PDFs, by what their name says they are. */
const PDF_LINES: [RegExp, string[]][] = [
  [
    /product catalogue/,
    ['Product catalogue', 'Every product with its dimensions, materials and colours.', 'Prices on request.'],
  ],
  [
    /installation manual/,
    [
      'Installation',
      'Unpack the parts, mark the fixing points, drill, fix and tighten.',
      'Keep this manual.',
    ],
  ],
  [
    /declaration of conformity/,
    [
      'EU declaration of conformity',
      'The products named comply with the applicable directives.',
      'Issued by the manufacturer.',
    ],
  ],
];

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
        PDF_LINES.find(([kind]) => kind.test(asset.name))?.[1] ?? DATASHEET_LINES,
        rgb(asset.subject?.hex ?? demoHex(asset.name)),
      );
    case 'mp4':
      return shortFilm();
    default: {
      const scale = Math.min(1, 1000 / Math.max(width, height));
      // A logo's PNG is the logo; other pictures are artwork.
      const svg = LOGO.test(asset.name)
        ? logoSvg(asset)
        : artSvg(asset, Math.round(width * scale), Math.round(height * scale));
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
 * The demo files not drawn yet (their size not read), newest first, one per storage key: a file
 * that later assets reuse (large catalogues) is drawn as its newest asset, the template, shows it.
 * Each comes with the picture record of the product it belongs to.
 */
export async function pendingFiles(deps: Deps, keys?: string[]): Promise<PendingAsset[]> {
  const [rows, images] = await Promise.all([
    assetsAwaitingFiles(deps.db, keys),
    getSetting<DemoImage[]>(deps.db, 'demo_images'),
  ]);
  const productIds = [...new Set(rows.flatMap((r) => (r.product_id === null ? [] : [r.product_id])))];
  const imageOf = await productAttributeTexts(deps.db, productIds, 'image');
  const pictures = new Map((images ?? []).map((image) => [image.key, image]));
  const files = new Map<string, PendingAsset>();
  for (const { product_id, ...row } of rows) {
    if (files.has(row.storage_key)) continue;
    const image = product_id === null ? undefined : imageOf.get(product_id);
    files.set(row.storage_key, { ...row, subject: pictures.get(pictureKey(image ?? null) ?? '') ?? null });
  }
  return [...files.values()];
}

/**
 * Draws the files of demo assets whose size has not been read yet (newest first, the order the
 * library lists them), stores them and reads their real size and dimensions. Answers how many
 * files were drawn.
 */
export async function generateAssetFiles(deps: Deps, options: AssetFileOptions = {}): Promise<number> {
  const files = await pendingFiles(deps, options.keys);
  let made = 0;
  let next = 0;
  let done = 0;
  // As many at a time as images are converted (RENDITION_WORKERS): two on a larger machine, one in
  // the low-memory mode, where each drawing's pixels would otherwise be held twice.
  const worker = async () => {
    while (next < files.length && !options.signal?.aborted) {
      const asset = files[next++];
      if (!(await deps.storage.stat(asset.storage_key))) {
        await deps.storage.put(asset.storage_key, await drawDemoFile(asset));
        made++;
      }
      await storeAssetFileMeta(deps, asset.storage_key, asset.ext);
      options.onProgress?.(++done, files.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, deps.config.renditionWorkers) }, worker));
  return made;
}
