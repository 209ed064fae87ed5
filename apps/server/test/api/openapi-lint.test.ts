import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../support/http.ts';
import { API, createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const PUBLIC_URL = 'https://portal.vitrine.test';

/**
 * The served OpenAPI document passes Redocly's recommended rules: what client generators need
 * (security, operation ids, error answers, servers, parameters that match their paths).
 */
describe.each(dialects)('the OpenAPI document on %s', (dialect) => {
  let t: TestApp;
  let doc: {
    servers: { url: string }[];
    paths: Record<string, Record<string, { operationId: string; security: unknown[]; responses: object }>>;
    components: { securitySchemes: Record<string, unknown> };
  };
  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL }, { seed: false });
    doc = (await client(t.app).get(`${API}/docs/json`)).json;
  });
  afterAll(() => t?.close());

  it("passes Redocly's recommended rules without an error", async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // The spec prescribes the trailing slashes (GET /private/product/): the paths are the API's.
        'no-path-trailing-slash': 'off',
      },
    });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('names the public address, and every operation uniquely', () => {
    expect(doc.servers).toEqual([{ url: PUBLIC_URL }]);
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    const ids = operations.map((op) => op.operationId);
    expect(ids.every((id) => /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['listProducts', 'prepareCartDownload', 'signIn']));
  });

  it('asks for the token where the route checks it, and for none on public calls', () => {
    const op = (path: string, method = 'get') => doc.paths[path]![method]!;
    expect(op(`${API}/public/config/`).security).toEqual([]);
    expect(op(`${API}/public/auth/token`, 'post').security).toEqual([]);
    expect(op(`${API}/private/product/`).security).toEqual([{ token: [] }]);
    expect(op('/pim/asset/asset/download', 'post').security).toEqual([{ token: [] }]);
    expect(op(`${API}/private/export/template/{id}/download`).security).toEqual([
      { token: [] },
      { tokenQuery: [] },
    ]);
    expect(op('/pim/media/{key}').security).toEqual([]);
    expect(op('/pim/admin/api/products', 'post').security).toEqual([{ adminToken: [] }]);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['adminToken', 'token', 'tokenQuery']);
  });

  it('lists the error answers each route can give, with the error schema', async () => {
    const statuses = (path: string, method = 'get') =>
      Object.keys(doc.paths[path]![method]!.responses).map(Number);
    // A body (400, 413, 415), a session (401, 403 for a write), an id (404), a rate limit (429).
    expect(statuses(`${API}/private/profile/{id}`, 'post')).toEqual([200, 400, 401, 403, 404, 413, 415, 429]);
    expect(statuses(`${API}/private/product/`)).toEqual([200, 400, 401]);
    // Declared by the route: a full conversion queue, a range outside the file.
    expect(statuses('/pim/media/{key}')).toEqual([200, 400, 404, 416, 503]);
    const notFound = doc.paths[`${API}/private/report/{id}`]!.get!.responses as Record<string, unknown>;
    expect(notFound[404]).toEqual({ $ref: '#/components/responses/NotFound' });
    // The answer the server gives matches the schema the document names.
    const { status, json } = await client(t.app).get(`${API}/private/product/`);
    expect(status).toBe(401);
    expect(Object.keys(json).sort()).toEqual(['code', 'message']);
  });

  it('serves a reference page that loads only its own script', async () => {
    const page = await t.app.inject({ url: `${API}/docs` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    // No inline code: the page runs under the portal's Content-Security-Policy (script-src 'self').
    expect(
      scripts.every(([, attributes, body]) => !body!.trim() || /application\/json/.test(attributes!)),
    ).toBe(true);
    const src = /src="([^"]+)"/.exec(page.body)![1]!;
    const script = await t.app.inject({ url: src });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body.length).toBeGreaterThan(100_000);
  });
});
