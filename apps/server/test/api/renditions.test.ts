import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const r = await get('/pim/media/products/photo.jpg?width=300&height=300&trim=1&format=png');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    const m = await sharp(r.rawPayload).metadata();
    expect([m.format, m.width, m.height]).toEqual(['png', 300, 300]);
  });

  it('fits inside the box without trim and never enlarges', async () => {
    const fit = await meta('/pim/media/products/photo.jpg?width=300&height=300');
    expect([fit.width, fit.height]).toEqual([300, 169]);
    expect((await meta('/pim/media/products/photo.jpg?width=4000&height=4000')).width).toBe(1600);
  });

  it('reads TIFF, GIF and WebP and writes JPEG, PNG, WebP, GIF and TIFF', async () => {
    const tiff = await meta('/pim/media/assets/te/st/photo.tif?width=600&height=600&format=jpg&quality=100');
    expect([tiff.format, tiff.width, tiff.height]).toEqual(['jpeg', 600, 400]);
    expect((await meta('/pim/media/assets/te/st/photo.tif?width=300')).format).toBe('tiff');
    expect((await meta('/pim/media/assets/te/st/anim.gif?width=100&format=source')).format).toBe('gif');
    expect((await meta('/pim/media/assets/te/st/photo.webp?width=100&format=gif')).format).toBe('gif');
    expect((await meta('/pim/media/assets/te/st/anim.gif?width=100&format=webp')).format).toBe('webp');
    expect((await meta('/pim/media/assets/te/st/photo.webp?height=120&format=tiff')).height).toBe(120);
  });

  it('rasterises SVG at the size asked for, and refuses SVG that reaches outside', async () => {
    const svg = await meta('/pim/media/assets/te/st/logo.svg?width=1200&height=1200&format=png');
    expect([svg.format, svg.width, svg.height]).toEqual(['png', 1200, 600]);
    for (const name of ['external', 'entity']) {
      const r = await get(`/pim/media/assets/te/st/${name}.svg?width=300&format=png`);
      expect(r.statusCode).toBe(422);
      expect(r.json().code).toBe('unsafe_svg');
    }
    const huge = await meta('/pim/media/assets/te/st/huge.svg?width=300&height=300&format=png');
    expect([huge.width, huge.height]).toEqual([300, 300]);
  });

  it('draws the first page of a PDF', async () => {
    const page = await meta('/pim/media/assets/te/st/sheet.pdf?width=300&height=300&trim=1&format=png');
    expect([page.format, page.width, page.height]).toEqual(['png', 300, 300]);
    const big = await meta('/pim/media/assets/te/st/sheet.pdf?width=1200&height=1200&format=jpg');
    expect([big.format, big.height]).toEqual(['jpeg', 1200]);
    const broken = await get('/pim/media/assets/te/st/broken.pdf?width=300&format=png');
    expect(broken.statusCode).toBe(422);
  });

  it('shows a generic icon for videos without ffmpeg and other files', async () => {
    const icon = await meta('/pim/media/assets/te/st/notes.docx?width=300&height=300&trim=1&format=png');
    expect([icon.format, icon.width, icon.height]).toEqual(['png', 300, 300]);
    const film = await get('/pim/media/assets/te/st/film.mp4?width=300&height=300&format=png');
    // A fake film: with ffmpeg there is no frame to take (422); without, the generic icon.
    expect(film.statusCode).toBe(hasFfmpeg() ? 422 : 200);
  });

  it.runIf(hasFfmpeg())('takes a poster frame of a real film', async () => {
    await t.deps.storage.put('assets/te/st/clip.mp4', await runFfmpeg(FILM_ARGS));
    const poster = await meta('/pim/media/assets/te/st/clip.mp4?width=300&height=300&trim=1&format=png');
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
    const first = await get('/pim/media/products/photo.jpg?width=200');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await get('/pim/media/products/photo.jpg?width=200', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('generates a rendition once under concurrent requests', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => get('/pim/media/products/photo.jpg?width=640&quality=70')),
    );
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
  });

  it('answers image bombs and oversized requests with a 4xx and keeps serving', async () => {
    for (const name of ['bomb', 'large']) {
      const r = await get(`/pim/media/assets/te/st/${name}.png?width=300&height=300&format=png`);
      expect(r.statusCode, name).toBe(413);
      expect(r.json()).toMatchObject({ code: 'image_too_large' });
    }
    const wide = await get('/pim/media/assets/te/st/photo.tif?width=100000');
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toMatch(/width/);
    expect((await meta('/pim/media/products/photo.jpg?width=50')).width).toBe(50);
  });

  it('answers clear 4xx to bad requests', async () => {
    expect((await get('/pim/media/products/missing.jpg')).statusCode).toBe(404);
    expect([400, 404]).toContain((await get('/pim/media/products/../../etc/passwd.jpg')).statusCode);
    expect((await get('/pim/media/products/%2e%2e/secret.jpg')).statusCode).toBe(400);
    expect((await get('/pim/media/products/photo.jpg?format=exe')).statusCode).toBe(400);
    expect((await get('/pim/media/exports/ab/private.xlsx')).statusCode).toBe(400);
    expect((await get('/pim/media/profile/ab/cd/face.webp?width=50')).statusCode).toBe(400);
    const fake = await get('/pim/media/products/fake.jpg?width=100');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().code).toBe('invalid_image');
  });
});
