import zlib from 'node:zlib';
import sharp from 'sharp';
import { demoPdf } from '../../src/demo/demo-pdf.ts';

/** A real picture of the given size and format, made with sharp. */
export function picture(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'tiff' | 'gif' | 'webp',
  colour = '#2255aa',
) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A decompression bomb: a single-colour PNG made with sharp whose header claims 50000 × 50000 pixels
 * (2.5 gigapixels, about 7.5 GB decoded) while the file stays a few hundred bytes.
 */
export async function bombPng(width = 50_000, height = 50_000): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  const header = png.subarray(12, 29); // IHDR type and data
  header.writeUInt32BE(width, 4);
  header.writeUInt32BE(height, 8);
  png.writeUInt32BE(zlib.crc32(header), 29);
  return png;
}

/** A real over-limit PNG (about 52 megapixels, one colour), small on disk but large once decoded. */
export function largePng(): Promise<Buffer> {
  return sharp({
    create: { width: 7500, height: 7000, channels: 3, background: '#ffffff' },
    limitInputPixels: false,
  })
    .toColourspace('b-w')
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export const SAFE_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100"><rect width="200" height="100" fill="#c00"/><circle cx="100" cy="50" r="40" fill="#00c"/></svg>',
);
export const EXTERNAL_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100"><image xlink:href="http://169.254.169.254/latest/meta-data" width="200" height="100"/></svg>',
);
export const ENTITY_SVG = Buffer.from(
  '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&b;</text></svg>',
);
export const HUGE_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="100000" height="100000" fill="#0a0"/></svg>',
);

export const datasheetPdf = () => demoPdf('Test datasheet', ['First line', 'Second line'], [11, 92, 173]);
