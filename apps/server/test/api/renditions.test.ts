import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

describe.each(dialects)('image renditions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2255aa' } })
      .jpeg()
      .toBuffer();
    await t.deps.storage.put('products/photo.jpg', photo);
    await t.deps.storage.put('products/fake.jpg', Buffer.from('not an image at all'));
  });
  afterAll(() => t.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('crops to fill with trim=1 and converts the format', async () => {
    const r = await get('/pim/media/products/photo.jpg?width=300&height=300&trim=1&format=png');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    const meta = await sharp(r.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 300, 300]);
  });

  it('fits inside the box without trim and never enlarges', async () => {
    const fit = await sharp(
      (await get('/pim/media/products/photo.jpg?width=300&height=300')).rawPayload,
    ).metadata();
    expect([fit.width, fit.height]).toEqual([300, 169]);
    const big = await sharp(
      (await get('/pim/media/products/photo.jpg?width=4000&height=4000')).rawPayload,
    ).metadata();
    expect(big.width).toBe(1600);
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

  it('answers clear 4xx to bad requests', async () => {
    expect((await get('/pim/media/products/missing.jpg')).statusCode).toBe(404);
    expect([400, 404]).toContain((await get('/pim/media/products/../../etc/passwd.jpg')).statusCode);
    expect((await get('/pim/media/products/%2e%2e/secret.jpg')).statusCode).toBe(400);
    expect((await get('/pim/media/products/photo.jpg?width=100000')).statusCode).toBe(400);
    expect((await get('/pim/media/products/photo.jpg?format=exe')).statusCode).toBe(400);
    const fake = await get('/pim/media/products/fake.jpg?width=100');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().code).toBe('invalid_image');
  });
});
