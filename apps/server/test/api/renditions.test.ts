import fs from 'node:fs';
import path from 'node:path';
import {
  CART_SIZES,
  CART_TYPES,
  cartRenditionQuery,
  PREVIEW,
  RENDITION_PRESETS,
  renditionQuery,
  type CartSize,
} from '@vitrine/contract/rendition-url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderImage } from '../../src/lib/image.ts';
import { rendition } from '../../src/modules/renditions/index.ts';
import { renditionState } from '../../src/modules/renditions/rendition-state.ts';
import { renditionKey } from '../../src/storage/keys.ts';
import { hasFfmpeg, runFfmpeg } from '../../src/lib/video.ts';
import {
  bombPng,
  datasheetPdf,
  ENTITY_SVG,
  EXTERNAL_SVG,
  HUGE_SVG,
  largePng,
  picture,
  SAFE_SVG,
} from '../support/fixtures.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const large = largePng();
const THUMB = renditionQuery(RENDITION_PRESETS.thumbnail);
const CARD = renditionQuery(RENDITION_PRESETS.productCard);
const cart = (size: CartSize, format: string, trim = false) => cartRenditionQuery(size, trim, format);
// Two seconds of a test pattern as an MP4, written to standard output (fragmented, so no seeking back).
const FILM_ARGS = [
  ...['-f', 'lavfi', '-i', 'testsrc=duration=2:size=640x480:rate=10', '-pix_fmt', 'yuv420p'],
  ...['-movflags', 'frag_keyframe+empty_moov', '-f', 'mp4', 'pipe:1'],
];

describe.each(dialects)('image renditions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const put = (key: string, body: Buffer) => t.deps.storage.put(key, body);
    await put('products/photo.jpg', await picture(1600, 900, 'jpeg'));
    await put('products/fake.jpg', Buffer.from('not an image at all'));
    await put('assets/te/st/photo.tif', await picture(1200, 800, 'tiff'));
    await put('assets/te/st/anim.gif', await picture(400, 300, 'gif'));
    await put('assets/te/st/photo.webp', await picture(640, 480, 'webp'));
    await put('assets/te/st/logo.svg', SAFE_SVG);
    await put('assets/te/st/external.svg', EXTERNAL_SVG);
    await put('assets/te/st/entity.svg', ENTITY_SVG);
    await put('assets/te/st/huge.svg', HUGE_SVG);
    await put('assets/te/st/sheet.pdf', datasheetPdf());
    await put('assets/te/st/broken.pdf', Buffer.from('%PDF-1.4 nothing here'));
    await put('assets/te/st/film.mp4', Buffer.from('not really a film'));
    await put('assets/te/st/notes.docx', Buffer.from('PK not really a document'));
    await put('assets/te/st/bomb.png', await bombPng());
    await put('assets/te/st/large.png', await large);
    await put('exports/ab/private.xlsx', Buffer.from('private'));
    await put('profile/ab/cd/face.webp', await picture(100, 100, 'webp'));
  }, 120_000);
  afterAll(() => t.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const meta = async (url: string) => {
    const r = await get(url);
    expect(r.statusCode, `${url}: ${r.body.slice(0, 200)}`).toBe(200);
    return sharp(r.rawPayload).metadata();
  };

  it('crops to fill with trim=1 and converts the format', async () => {
    const r = await get(`/pim/media/products/photo.jpg?${THUMB}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    const m = await sharp(r.rawPayload).metadata();
    expect([m.format, m.width, m.height]).toEqual(['png', 300, 300]);
  });

  it('answers a new rendition from the bytes just made, a byte range as their slice, the same as the stored file later', async () => {
    const url = `/pim/media/products/photo.jpg?${cartRenditionQuery('600x600', false, 'jpg')}`;
    const part = await get(url, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    await renditionState(t.deps).cache.idle();
    const whole = await get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers.etag).toBe(part.headers.etag);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${whole.rawPayload.length}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(10, 20));
    // Several asking at once share one conversion and get the same bytes.
    const same = await Promise.all(
      [1, 2, 3].map(() =>
        get(`/pim/media/products/photo.jpg?${cartRenditionQuery('1200x1200', false, 'jpg')}`),
      ),
    );
    for (const r of same) expect(r.rawPayload).toEqual(same[0].rawPayload);
  });

  it('fits inside the box without trim and never enlarges', async () => {
    const fit = await meta(
      `/pim/media/products/photo.jpg?${renditionQuery(RENDITION_PRESETS.productHeader)}`,
    );
    expect([fit.width, fit.height]).toEqual([400, 225]);
    expect((await meta(`/pim/media/products/photo.jpg?${cart('2400x2400', 'jpg')}`)).width).toBe(1600);
  });

  it('reads TIFF, GIF and WebP and writes JPEG, PNG, WebP, and GIF and TIFF as the source type', async () => {
    const tiff = await meta(`/pim/media/assets/te/st/photo.tif?${cart('600x600', 'jpg')}`);
    expect([tiff.format, tiff.width, tiff.height]).toEqual(['jpeg', 600, 400]);
    expect((await meta(`/pim/media/assets/te/st/photo.tif?${cart('600x600', 'source')}`)).format).toBe(
      'tiff',
    );
    expect((await meta(`/pim/media/assets/te/st/anim.gif?${cart('600x600', 'source')}`)).format).toBe('gif');
    expect((await meta(`/pim/media/assets/te/st/photo.webp?${cart('source', 'png')}`)).format).toBe('png');
    const card = await meta(`/pim/media/assets/te/st/anim.gif?${CARD}`);
    expect([card.format, card.width, card.height]).toEqual(['webp', 300, 300]);
  });

  it('rasterises SVG at the size asked for, and refuses SVG that reaches outside', async () => {
    const svg = await meta(`/pim/media/assets/te/st/logo.svg?${cart('1200x1200', 'png')}`);
    expect([svg.format, svg.width, svg.height]).toEqual(['png', 1200, 600]);
    for (const name of ['external', 'entity']) {
      const r = await get(`/pim/media/assets/te/st/${name}.svg?${THUMB}`);
      expect(r.statusCode).toBe(422);
      expect(r.json().code).toBe('unsafe_svg');
    }
    const huge = await meta(`/pim/media/assets/te/st/huge.svg?${THUMB}`);
    expect([huge.width, huge.height]).toEqual([300, 300]);
  });

  it('draws the first page of a PDF', async () => {
    const page = await meta(`/pim/media/assets/te/st/sheet.pdf?${THUMB}`);
    expect([page.format, page.width, page.height]).toEqual(['png', 300, 300]);
    const big = await meta(`/pim/media/assets/te/st/sheet.pdf?${cart('1200x1200', 'jpg')}`);
    expect([big.format, big.height]).toEqual(['jpeg', 1200]);
    const broken = await get(`/pim/media/assets/te/st/broken.pdf?${THUMB}`);
    expect(broken.statusCode).toBe(422);
  });

  it('shows a generic icon for videos without ffmpeg and other files', async () => {
    const icon = await meta(`/pim/media/assets/te/st/notes.docx?${THUMB}`);
    expect([icon.format, icon.width, icon.height]).toEqual(['png', 300, 300]);
    const film = await get(`/pim/media/assets/te/st/film.mp4?${THUMB}`);
    // A fake film: with ffmpeg there is no frame to take (422); without, the generic icon.
    expect(film.statusCode).toBe(hasFfmpeg() ? 422 : 200);
  });

  it.runIf(hasFfmpeg())('takes a poster frame of a real film', async () => {
    await t.deps.storage.put('assets/te/st/clip.mp4', await runFfmpeg(FILM_ARGS));
    const poster = await meta(`/pim/media/assets/te/st/clip.mp4?${THUMB}`);
    expect([poster.format, poster.width, poster.height]).toEqual(['png', 300, 300]);
    // Without parameters the film itself, which the cart's player streams in ranges.
    const part = await get('/pim/media/assets/te/st/clip.mp4', { range: 'bytes=0-99' });
    expect([part.statusCode, part.headers['content-type']]).toEqual([206, 'video/mp4']);
  });

  it('serves originals without parameters, in byte ranges, and active content as a sandboxed attachment', async () => {
    const whole = await get('/pim/media/assets/te/st/sheet.pdf');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(whole.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const part = await get('/pim/media/assets/te/st/sheet.pdf', { range: 'bytes=0-3' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-3/${whole.rawPayload.length}`);
    expect(part.body).toBe('%PDF');
    expect((await get('/pim/media/assets/te/st/sheet.pdf', { range: 'bytes=999999-' })).statusCode).toBe(416);
    const svg = await get('/pim/media/assets/te/st/external.svg');
    expect(svg.headers['content-disposition']).toBe('attachment');
    expect(svg.headers['content-security-policy']).toContain('sandbox');
  });

  it('serves a cached rendition with an ETag and answers 304 to a revalidation', async () => {
    const first = await get(`/pim/media/products/photo.jpg?${CARD}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await get(`/pim/media/products/photo.jpg?${CARD}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('generates a rendition once under concurrent requests', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => get(`/pim/media/products/photo.jpg?${renditionQuery(PREVIEW)}`)),
    );
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
  });

  it('answers image bombs and oversized requests with a 4xx and keeps serving', async () => {
    for (const name of ['bomb', 'large']) {
      const r = await get(`/pim/media/assets/te/st/${name}.png?${THUMB}`);
      expect(r.statusCode, name).toBe(413);
      expect(r.json()).toMatchObject({ code: 'image_too_large' });
    }
    const wide = await get('/pim/media/assets/te/st/photo.tif?width=100000');
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toMatch(/width/);
    const row = await meta(`/pim/media/products/photo.jpg?${renditionQuery(RENDITION_PRESETS.productRow)}`);
    expect([row.width, row.height]).toEqual([96, 96]);
  });

  it('answers clear 4xx to bad requests', async () => {
    expect((await get('/pim/media/products/missing.jpg')).statusCode).toBe(404);
    expect([400, 404]).toContain((await get('/pim/media/products/../../etc/passwd.jpg')).statusCode);
    expect((await get('/pim/media/products/%2e%2e/secret.jpg')).statusCode).toBe(400);
    expect((await get('/pim/media/products/photo.jpg?format=exe')).statusCode).toBe(400);
    expect((await get('/pim/media/exports/ab/private.xlsx')).statusCode).toBe(400);
    expect((await get(`/pim/media/profile/ab/cd/face.webp?${THUMB}`)).statusCode).toBe(400);
    const fake = await get(`/pim/media/products/fake.jpg?${THUMB}`);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().code).toBe('invalid_image');
  });
});

/** Files under the rendition cache folder of a portal's local storage. */
function cachedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files', 'renditions');
  return fs.existsSync(root)
    ? fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];
}

describe('images read by their first bytes', () => {
  const spec = { width: 100, height: 100, trim: false, quality: 80, format: 'jpeg' } as const;
  const code = (input: Buffer) =>
    renderImage(input, spec).then(
      () => 'converted',
      (error: { code?: string }) => error.code,
    );

  it('refuses what only looks like an accepted image, and other files, as unreadable', async () => {
    // A JPEG's signature over garbage, a film (ISO media like HEIF, but no image brand), a PDF, an
    // SVG asked for as a raster, and nothing at all.
    const jpegHead = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 7)]);
    const film = Buffer.concat([
      Buffer.from('\0\0\0\x18ftypisom\0\0\x02\0isomiso2', 'latin1'),
      Buffer.alloc(512),
    ]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const input of [jpegHead, film, Buffer.from('%PDF-1.7\n'), svg, Buffer.alloc(0)])
      expect(await code(input)).toBe('invalid_image');
    expect(await code(await bombPng())).toBe('image_too_large');
  });
});

describe.each(dialects)('rendition presets on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { seed: false });
    await t.deps.storage.put('assets/pr/es/photo.jpg', await picture(1600, 900, 'jpeg'));
  }, 60_000);
  afterAll(() => t.close());
  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/pim/media/assets/pr/es/photo.jpg?${query}` });
  const rows = async () => (await t.deps.db.selectFrom('rendition').select('key').execute()).length;

  it('refuses anything but a preset with a 400 naming the allowed ones, and stores nothing', async () => {
    for (const query of [
      'width=200',
      'width=300&height=300&format=webp',
      'width=300&height=300&trim=1&format=avif',
      'width=1200&height=1200&quality=99&format=webp',
      'width=600&height=600&format=png',
      'width=800&height=800&quality=100&format=jpg',
      'quality=100&format=source',
      'quality=100',
    ]) {
      const r = await get(query);
      expect(r.statusCode, query).toBe(400);
      expect(r.json(), query).toMatchObject({ code: 'rendition_not_allowed' });
      expect(r.json().message).toMatch(/thumbnail \(width=300, height=300, trim=1, format=png\)/);
      expect(r.json().message).toMatch(/600x600, 1200x1200, 2400x2400/);
    }
    expect(await rows()).toBe(0);
    expect(cachedFiles(t.dataDir)).toEqual([]);
  });

  it('draws every named preset', async () => {
    for (const [name, preset] of Object.entries(RENDITION_PRESETS)) {
      const r = await get(renditionQuery(preset));
      expect(r.statusCode, name).toBe(200);
      const m = await sharp(r.rawPayload).metadata();
      const box =
        'trim' in preset
          ? [preset.width, preset.height]
          : [preset.width, Math.round((preset.width * 900) / 1600)];
      expect([m.format, m.width, m.height], name).toEqual([
        preset.format === 'source' ? 'jpeg' : preset.format,
        ...box,
      ]);
    }
  });

  it("draws every cart size and type, cropped or not, and the first screen's product cards", async () => {
    for (const size of CART_SIZES)
      for (const type of CART_TYPES)
        for (const trim of [false, true]) {
          if (size === 'source' && type === 'source') continue; // the original file itself
          const r = await get(cartRenditionQuery(size, trim, type));
          expect(r.statusCode, `${size} ${type} ${trim}`).toBe(200);
          const m = await sharp(r.rawPayload).metadata();
          expect(m.format).toBe(type === 'png' ? 'png' : 'jpeg');
          const side = size === 'source' ? 1600 : Math.min(1600, Number(size.split('x')[0]));
          const fitted = Math.round((side * 900) / 1600);
          expect([m.width, m.height]).toEqual([
            side,
            trim && size !== 'source' ? Math.min(side, 900) : fitted,
          ]);
        }
    // boot/first-screen.ts and leaflets draw product images with these parameters.
    expect((await get('width=300&height=300&trim=1&format=webp')).statusCode).toBe(200);
    expect((await get('width=800&height=800')).statusCode).toBe(200);
    // Every stored rendition is in the ledger, with its size (written after the answers).
    await renditionState(t.deps).cache.idle();
    const ledger = await t.deps.db.selectFrom('rendition').select(['key', 'size']).execute();
    expect(ledger.length).toBe(cachedFiles(t.dataDir).length);
    for (const row of ledger) expect((await t.deps.storage.stat(row.key))?.size).toBe(Number(row.size));
  });
});

describe.each(dialects)('rendition cache on %s', (dialect) => {
  let t: TestApp;
  let one: number;
  const names = ['a', 'b', 'c', 'd'];
  beforeAll(async () => {
    const source = await picture(800, 600, 'jpeg', '#aa3311');
    one = (await renderImage(source, { width: 300, height: 300, trim: true, quality: 85, format: 'png' }))
      .length;
    // Room for three and a half thumbnails; eviction goes down to 90% of it (three).
    t = await createTestApp(dialect, { RENDITION_CACHE_MB: String((3.5 * one) / 2 ** 20) }, { seed: false });
    for (const name of names) await t.deps.storage.put(`assets/ca/ch/${name}.jpg`, source);
  }, 60_000);
  afterAll(() => t.close());
  const thumb = async (name: string) => {
    const r = await t.app.inject({ method: 'GET', url: `/pim/media/assets/ca/ch/${name}.jpg?${THUMB}` });
    expect(r.statusCode).toBe(200);
    expect(r.rawPayload.length).toBe(one);
    return renditionKey((r.headers.etag as string).slice(1, -1), 'png');
  };
  // Files and rows are written after the answer: the ledger is read once they are in.
  const ledger = async () => {
    await renditionState(t.deps).cache.idle();
    return (await t.deps.db.selectFrom('rendition').select('key').orderBy('last_used').execute()).map(
      (r) => r.key,
    );
  };

  it('deletes the least recently used renditions when the total passes the cap', async () => {
    // Drawn two minutes ago by the clock of the ledger and of the once-a-minute write.
    const realNow = Date.now.bind(Date);
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() - 120_000);
    let a: string, b: string, c: string;
    try {
      [a, b, c] = [await thumb('a'), await thumb('b'), await thumb('c')];
      await renditionState(t.deps).cache.idle();
    } finally {
      clock.mockRestore();
    }
    expect(await ledger()).toEqual([a, b, c]);
    // Served again now, past the once-a-minute write: a becomes the most recently used.
    expect(await thumb('a')).toBe(a);
    expect(await ledger()).toEqual([b, c, a]);
    const d = await thumb('d');
    await renditionState(t.deps).cache.idle(); // eviction runs after the answer
    expect(await ledger()).toEqual([c, a, d]);
    expect(await t.deps.storage.stat(b)).toBeNull();
    for (const key of [a, c, d]) expect(await t.deps.storage.stat(key)).not.toBeNull();
    expect(cachedFiles(t.dataDir)).toHaveLength(3);
    // An evicted rendition is simply drawn again.
    expect(await thumb('b')).toBe(b);
    await renditionState(t.deps).cache.idle();
    expect(await t.deps.storage.stat(b)).not.toBeNull();
  });
});

describe('conversion queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { RENDITION_WORKERS: '1', RENDITION_QUEUE: '1' }, { seed: false });
    await t.deps.storage.put('assets/qu/eu/photo.jpg', await picture(1600, 900, 'jpeg'));
  }, 60_000);
  afterAll(() => t.close());
  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/pim/media/assets/qu/eu/photo.jpg?${query}` });

  it('answers 503 busy with Retry-After when the line is full; internal callers wait', async () => {
    expect((await get(CARD)).statusCode).toBe(200); // cached before the queue fills
    const { queue } = renditionState(t.deps);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // One conversion holds the only worker, one waits: the line is full.
    const held = [queue.run(() => gate), queue.run(() => Promise.resolve())];
    const busy = await get(THUMB);
    expect(busy.statusCode).toBe(503);
    expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(busy.json()).toMatchObject({ code: 'busy' });
    await renditionState(t.deps).cache.idle();
    expect((await t.deps.db.selectFrom('rendition').select('key').execute()).length).toBe(1);
    // Cached renditions and originals need no worker.
    expect((await get(CARD)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/pim/media/assets/qu/eu/photo.jpg' })).statusCode).toBe(
      200,
    );
    // The cart's zip writer waits its turn instead.
    const waited = rendition(t.deps, {
      key: 'assets/qu/eu/photo.jpg',
      width: 600,
      height: 600,
      trim: false,
      quality: 100,
      format: 'jpg',
    });
    release();
    await Promise.all(held);
    expect((await waited).contentType).toBe('image/jpeg');
    expect((await get(THUMB)).statusCode).toBe(200);
  });
});
