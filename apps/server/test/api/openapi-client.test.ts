import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAsset } from '../../src/modules/media/asset-import.service.ts';
import { DEMO } from '../support/http.ts';
import { API, createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

/**
 * An integrator's client, as docs/api.md has them make it: the types generated from the served
 * document by openapi-typescript, the calls made with openapi-fetch. Nothing in it is typed by
 * hand; `@ts-expect-error` lines prove the types are real (a wrong call must not compile).
 */
const INTEGRATION = `import createClient from 'openapi-fetch';
import type { paths } from './api';

export async function integrate(baseUrl: string, username: string, password: string) {
  const api = createClient<paths>({ baseUrl });

  const signedIn = await api.POST('/pim/portal/api/public/auth/token', { body: { username, password } });
  if (!signedIn.data) throw new Error(signedIn.error?.message);
  const token: string = signedIn.data.token;
  api.use({ onRequest: ({ request }) => void request.headers.set('Authorization', token) });

  const products = await api.GET('/pim/portal/api/private/product/', {
    params: { query: { limit: 5, order: 'name', filters: { category_code: 'lighting' }, facets: true } },
  });
  if (!products.data) throw new Error(products.error?.message);
  const names: string[] = products.data.products.map((product) => product.name ?? String(product.id));

  const media = await api.GET('/pim/portal/api/private/media/', {
    params: { query: { itemsPerPage: 1, orderBy: 'created', orderDir: 'desc' } },
  });
  if (!media.data) throw new Error(media.error?.message);
  const files = media.data.map((asset) => ({ name: asset.name + '.' + asset.ext, url: asset.url }));
  const key = files[0]!.url.replace('/pim/media/', '');
  const original = await api.GET('/pim/media/{key}', { params: { path: { key } }, parseAs: 'blob' });
  const originalType = original.response.status + ' ' + original.response.headers.get('content-type');

  const download = await api.POST('/pim/asset/asset/download', { body: { files } });
  if (!download.data) throw new Error(download.error?.message);
  const link: string = download.data.url;

  const profile = await api.GET('/pim/portal/api/private/profile/');
  if (!profile.data) throw new Error(profile.error?.message);
  const email: string = profile.data.email;

  const missing = await api.GET('/pim/portal/api/private/report/{id}', { params: { path: { id: 999999 } } });
  const code: string | undefined = missing.error?.code;

  return { total: products.data.total, names, files, originalType, link, email, status: missing.response.status, code };
}

/** Compiled, never run: calls the document does not allow. */
export function refused(api: ReturnType<typeof createClient<paths>>) {
  // @ts-expect-error sign-in takes a username, not an email
  void api.POST('/pim/portal/api/public/auth/token', { body: { email: 'a@b.c', password: 'x' } });
  // @ts-expect-error there is no such path
  void api.GET('/pim/portal/api/private/products/');
  // @ts-expect-error a product list has no such query parameter as a number
  void api.GET('/pim/portal/api/private/product/', { params: { query: { limit: 'many' } } });
}
`;

describe.each(dialects)('a client generated from the OpenAPI document, on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  // Git-ignored (/tmp/ of the repository), so the client resolves openapi-fetch like an app would.
  const dir = path.join(ROOT, 'tmp', `openapi-client-${randomUUID().slice(0, 8)}`);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Demo assets have no files until drawn: the newest asset gets one, for the cart.
    const picture = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    await importAsset(t.deps, { fileName: 'Integration picture.png', body: picture, scopes: ['campaigns'] });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    fs.mkdirSync(dir, { recursive: true });
  });
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await t?.close();
  });

  it('type-checks an integration against the generated types, then runs it', async () => {
    const document = (await (await fetch(`${base}${API}/docs/json`)).json()) as OpenAPI3;
    fs.writeFileSync(path.join(dir, 'api.d.ts'), astToString(await openapiTS(document)));
    fs.writeFileSync(path.join(dir, 'integration.ts'), INTEGRATION);

    // Strict, as an integrator's project would be; a type error fails with tsc's own message.
    const tsc = promisify(execFile)(process.execPath, [
      TSC,
      '--noEmit',
      '--strict',
      '--skipLibCheck',
      '--target',
      'es2022',
      '--lib',
      'es2022,dom',
      '--module',
      'preserve',
      '--moduleResolution',
      'bundler',
      path.join(dir, 'integration.ts'),
    ]).catch((error: { stdout?: string }) => {
      throw new Error(`tsc: ${error.stdout}`);
    });
    await expect(tsc).resolves.toBeTruthy();

    const { integrate } = (await import(pathToFileURL(path.join(dir, 'integration.ts')).href)) as {
      integrate: (baseUrl: string, username: string, password: string) => Promise<Record<string, unknown>>;
    };
    const result = await integrate(base, DEMO.email, DEMO.password);
    expect(result.total).toBeGreaterThan(0);
    expect((result.names as string[]).length).toBeGreaterThan(0);
    expect(result.files).toEqual([
      { name: 'Integration picture.png', url: expect.stringMatching(/^\/pim\/media\//) },
    ]);
    expect(result.originalType).toBe('200 image/png');
    expect(result.link).toMatch(/^\/pim\/asset\/download\/.+\.zip\?expires=\d+&signature=/);
    const zip = await fetch(`${base}${result.link as string}`);
    expect([zip.status, zip.headers.get('content-type')]).toEqual([200, 'application/zip']);
    await zip.arrayBuffer();
    expect(result.email).toBe(DEMO.email);
    expect([result.status, result.code]).toEqual([404, 'not_found']);
  });
});
