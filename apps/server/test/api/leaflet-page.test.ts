import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

describe.each(dialects)('a leaflet opened in the browser on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  const url = '/pim/export/export/public/leaflet/en_GB/1/VT_0000001_Lumio_Arc_en_GB.html';
  const get = (dest?: string) =>
    t.app.inject({ method: 'GET', url, headers: dest ? { 'sec-fetch-dest': dest } : {} });

  it('a tab gets a page of its own in the portal look, printable on A4, without scripts', async () => {
    const r = await get('document');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.headers.vary).toMatch(/Sec-Fetch-Dest/i);
    expect(r.body).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(r.body).toContain('<title>Lumio Arc Pendant Light – Vitrine</title>');
    expect(r.body).toContain('@page { size: A4;');
    expect(r.body).toContain('@media print');
    // The portal's colours and logo.
    expect(r.body).toContain('#0b5cad');
    expect(r.body).toContain('<img src="/brand/logo.svg" alt="Vitrine">');
    expect(r.body).toContain('<main class="sheet"><article class="vitrine-leaflet" lang="en"><h1>');
    expect(r.body).not.toMatch(/<script/i);
  });

  it('the portal fetching it to insert gets the article alone, as before', async () => {
    for (const dest of ['empty', undefined]) {
      const r = await get(dest);
      expect(r.statusCode).toBe(200);
      expect(r.body).toMatch(/^<article class="vitrine-leaflet" lang="en">/);
    }
  });

  it('numbers as the specifications show them: grouped in the locale', async () => {
    const price = await t.deps.db
      .selectFrom('product')
      .select(sql<string>`attrs->>'price'`.as('price'))
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const value = Number(price.price);
    const r = await get();
    expect(r.body).toContain(
      `€ ${new Intl.NumberFormat('en-GB', { maximumFractionDigits: 6 }).format(value)}`,
    );
    const german = await t.app.inject({
      method: 'GET',
      url: '/pim/export/export/public/leaflet/de_DE/1/x.html',
    });
    expect(german.body).toContain(
      `€ ${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 6 }).format(value)}`,
    );
  });
});
