import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAsset } from '../../src/modules/media/asset-import.service.ts';
import { client, DEMO, guestToken, signIn } from '../support/http.ts';
import { PROFILE_FORM } from '../support/profile-form.ts';
import { API, createTestApp, dialects, type TestApp } from '../support/test-app.ts';

/**
 * Property-based fuzzing of every operation in the served OpenAPI document: each parameter and body
 * field gets bad values (wrong types, NUL and unpaired surrogates, huge strings and numbers,
 * impossible dates, path tricks, markup). Whatever comes in, the answer is below 500, a 4xx is
 * `{message, code}` JSON without a stack trace, and a refused write stores nothing.
 * FUZZ_RUNS raises the runs per operation for a longer hunt. A failure prints its seed and path:
 * FUZZ_OP=<operation> FUZZ_SEED=<seed> FUZZ_PATH=<path> replays it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const ONLY = process.env.FUZZ_OP;
const REPLAY = process.env.FUZZ_SEED
  ? { seed: Number(process.env.FUZZ_SEED), path: process.env.FUZZ_PATH }
  : {};

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  minimum?: number;
  minLength?: number;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  key: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  parameters: Parameter[];
  body?: { type: string; schema: Schema };
}
interface Body {
  payload?: string | Buffer;
  headers: Record<string, string>;
}
interface FuzzRequest {
  method: Operation['method'];
  url: string;
  auth: 'user' | 'guest' | 'none' | 'junk';
  headers: Record<string, string>;
  payload?: string | Buffer;
}

// Bad values, by kind.
const lone = fc.constantFrom('\ud800', 'x\udfff', 'a\ud83d', '\ude00b', 'ok\ud800\ud800');
const nul = fc.string({ maxLength: 8 }).map((s) => `${s}\u0000${s}`);
const markup = fc.constantFrom(
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(document.cookie)',
  '<svg/onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
);
const pathTricks = fc.constantFrom(
  '../',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e/%2e%2e/%2e%2e/',
  '%2e%2e%2f',
  '..\\..\\windows\\win.ini',
  '%252e%252e%252f',
  'a%2Fb',
  '/absolute/path',
  '....//....//',
  '.',
  '..',
  '%00',
  '%',
  '%zz',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data',
);
const impossibleDates = fc.constantFrom(
  '2001-02-29',
  '1999-04-31',
  '2020-13-45',
  '0000-00-00',
  '1990-04-12T25:61:61+99:99',
  '1990-04-12T00:00:00+14:01',
  '275760-09-14',
  '-001000-01-01',
  'Invalid Date',
);
const huge = fc
  .tuple(fc.constantFrom(300, 5_000, 120_000), fc.constantFrom('x', '9', 'é', '💡', '<', '%'))
  .map(([n, c]) => c.repeat(n));
const numericText = fc.constantFrom(
  '-1',
  '0',
  '1.5',
  '2147483648',
  '9007199254740993',
  '1e400',
  'NaN',
  'Infinity',
  '0x1f',
  ' 1 ',
  '',
  ' ',
);
const sqlish = fc.constantFrom("' OR '1'='1", '1; DROP TABLE report;--', '%', '_', '\\', '\\%', '$$', '"');
const badString = fc.oneof(
  nul,
  lone,
  markup,
  pathTricks,
  impossibleDates,
  huge,
  numericText,
  sqlish,
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const badNumber = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 53), 1e308, -1e308, 5e-324),
  fc.double({ noNaN: true }),
  fc.integer(),
);
const badKey = fc.oneof(badString, fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString'));
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: badString },
  { weight: 2, arbitrary: badNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.array(badString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(badKey, badString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
);
const rawJson = fc.constantFrom(
  '{',
  '{"a":1,}',
  'null',
  '[]',
  '"text"',
  '1e999',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '',
);
const otherType = fc.constantFrom(
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'a=1&b=%00'],
  [
    'application/xml',
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  ],
  ['application/json; charset=latin1', '{"a":"\u00e9"}'],
  ['multipart/form-data', '--x\r\n'],
);

/** Request headers the portal reads, with bad values (HTTP allows only visible ASCII and spaces). */
const headerText = badString.filter((s) => /^[\x20-\x7e]*$/.test(s) && s.length < 10_000);
const badHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'accept-language': fc.oneof(
      headerText,
      fc.constantFrom('*', 'xx-YY;q=2', 'de;q=abc, ,;,', 'en_US.UTF-8'),
    ),
    'x-requested-with': headerText,
    'if-none-match': headerText,
    'if-modified-since': fc.oneof(headerText, fc.constant('Sat, 29 Feb 2001 25:61:61 GMT')),
    range: fc.oneof(
      headerText,
      fc.constantFrom('bytes=-1', 'bytes=999999999999-', 'bytes=5-1', 'bytes=0-0,0-0,0-0'),
    ),
  },
  { requiredKeys: [] },
);

/**
 * Percent-encodes like a browser; unpaired surrogates become their (invalid) UTF-8 bytes. Only
 * those are split out: a text of 120,000 emoji split into halves threw 240,000 times (seconds).
 */
function encode(text: string): string {
  return text
    .split(/([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/)
    .map((part) => {
      try {
        return encodeURIComponent(part);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

/** A plausible valid value for a schema, so one bad field at a time reaches deeper code. */
function example(schema: Schema | undefined, name = ''): unknown {
  if (!schema) return 'x';
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return example(schema.anyOf[0], name);
  if (schema.type === 'object')
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, s]) => [key, example(s, key)]),
    );
  if (schema.type === 'array') return [example(schema.items, name)];
  if (schema.type === 'integer' || schema.type === 'number') return Math.max(schema.minimum ?? 1, 1);
  if (schema.type === 'boolean') return true;
  if (/mail|username/.test(name)) return 'fuzz@example.com';
  return 'Fuzz'.padEnd(schema.minLength ?? 0, 'z');
}

/** The base value with some fields (deep ones too) replaced by bad values, dropped, or added. */
function mutated(schema: Schema | undefined, base: unknown): fc.Arbitrary<unknown> {
  if (schema?.type === 'object' && base && typeof base === 'object' && !Array.isArray(base)) {
    const record = base as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(schema.properties ?? {}), ...Object.keys(record)])];
    const fields = fc.record(
      Object.fromEntries(
        keys.map((key) => [
          key,
          fc.oneof(
            { weight: 4, arbitrary: fc.constant(record[key]) },
            { weight: 3, arbitrary: mutated(schema.properties?.[key], record[key]) },
            { weight: 1, arbitrary: fc.constant(undefined) },
          ),
        ]),
      ),
    );
    return fc
      .tuple(fields, fc.option(fc.tuple(badKey, badValue), { freq: 4 }))
      .map(([value, extra]) => (extra ? { ...value, [extra[0]]: extra[1] } : value));
  }
  if (schema?.type === 'array' && Array.isArray(base)) {
    return fc.oneof(
      fc.array(mutated(schema.items, base[0]), { minLength: 0, maxLength: 3 }),
      fc.constant(Array.from({ length: 1001 }, () => base[0])),
      badValue,
    );
  }
  return badValue;
}

/** Query text from values: strings, repeated keys for arrays, brackets for objects, and junk. */
function queryText(values: Record<string, unknown>, junk: boolean): string {
  const parts: string[] = [];
  const add = (name: string, value: unknown): void => {
    if (value === undefined) return;
    if (Array.isArray(value)) for (const item of value) add(name, item);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) add(`${name}[${encode(key)}]`, item);
    else parts.push(`${name}=${encode(String(value))}`);
  };
  for (const [name, value] of Object.entries(values)) add(encode(name), value);
  if (junk) parts.push('&=&%&a[=1&a]]=2&[]=3&filters[a][b][c][d][e]=1');
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A path parameter as sent: encoded, double-encoded or raw (printable ASCII only). */
const pathValue = (value: string, mode: 'encoded' | 'double' | 'raw', wildcard: boolean) => {
  if (mode === 'raw' && /^[\x21-\x7e]*$/.test(value) && !/[?#]/.test(value)) return value;
  const once = wildcard ? value.split('/').map(encode).join('/') : encode(value);
  return mode === 'double' ? encode(once) : once;
};

/** A multipart body with an optional text field and one file part, maybe cut short. */
function multipart(
  file: { name: string; filename: string; type: string; data: Buffer },
  field?: [string, string],
  truncated = false,
): Body {
  const boundary = 'fuzz-boundary';
  const head = (disposition: string, contentType = '') =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${contentType ? `Content-Type: ${contentType}\r\n` : ''}\r\n`,
    );
  const parts = [
    ...(field ? [head(`name="${field[0].replace(/["\r\n]/g, '')}"`), Buffer.from(`${field[1]}\r\n`)] : []),
    head(`name="${file.name}"; filename="${file.filename}"`, file.type),
    file.data,
    Buffer.from(truncated ? '' : `\r\n--${boundary}--\r\n`),
  ];
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Upload bodies: any part name, file name, type and bytes (the real picture among them). */
const multipartBodies = (picture: Buffer): fc.Arbitrary<Body> =>
  fc
    .record({
      name: fc.oneof(fc.constant('file'), fc.constantFrom('other', '', 'file"; x="y')),
      filename: fc.oneof(
        fc.constant('me.png'),
        badString.filter((s) => !/[\r\n"]/.test(s)),
      ),
      type: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
      data: fc.oneof(
        fc.constant(picture),
        fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
        fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
        fc.constant(picture.subarray(0, 40)),
      ),
      field: fc.option(
        fc.tuple(
          badKey,
          badString.filter((s) => s.length < 1000),
        ),
        { freq: 3 },
      ),
      truncated: fc.boolean(),
    })
    .map(({ field, truncated, ...file }) => multipart(file, field ?? undefined, truncated));

/** Long repeats shortened (xxxxxxxx… as x×5000), so a failure stays readable. */
const abbreviate = (text: string) =>
  text
    .replace(/(.{1,9}?)\1{7,}/gsu, (run, unit: string) => `${unit}×${run.length / unit.length}`)
    .slice(0, 600);

/** The rows a write may add or change, in one cheap query: a refused write leaves them all as they were. */
async function snapshot(t: TestApp) {
  const { rows } = await sql<Record<string, unknown>>`
    select (select count(*) from report) as report,
           (select count(*) from analytics_event) as analytics_event,
           (select count(*) from portal_user) as portal_user,
           (select max(updated_at) from portal_user) as user_updated,
           (select count(*) from auth_token) as auth_token,
           (select count(*) from account_request) as account_request,
           (select count(*) from pending_registration) as pending_registration,
           (select count(*) from asset_download) as asset_download,
           (select count(*) from user_consent) as user_consent,
           (select count(*) from profile_media) as profile_media`.execute(t.deps.db);
  return JSON.stringify(rows[0]);
}

/** Uploads: their multipart body has no schema in the document (the handler streams it). */
const UPLOADS = new Set(['POST /private/profile/media', 'POST /private/form/{id}/result']);

/** Operations whose success would end or change the shared session: each run gets its own account session. */
const OWN_SESSION = new Set(['DELETE /private/auth/token', 'PATCH /private/profile/change']);

describe.each(dialects)('fuzzing every operation on %s', (dialect) => {
  let t: TestApp;
  let operations: Operation[];
  const tokens: Record<FuzzRequest['auth'], string> = {
    user: '',
    guest: '',
    none: '',
    junk: `Bearer ${'x'.repeat(600)}`,
  };
  const pathBase: Record<string, string> = {};
  const queryBase: Record<string, unknown> = {};
  const bodyBase: Record<string, unknown> = {};
  let spare: { id: number; hash: string; email: string };
  let picture: Buffer;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const { token, api } = await signIn(t.app);
    tokens.user = token;
    tokens.guest = await guestToken(t.app);
    const doc = (await client(t.app).get(`${API}/docs/json`)).json as {
      paths: Record<
        string,
        Record<
          string,
          Omit<Operation, 'key' | 'method' | 'path'> & {
            requestBody?: { content: Record<string, { schema: Schema }> };
          }
        >
      >;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => {
        const content = Object.entries(op.requestBody?.content ?? {})[0];
        const key = `${method.toUpperCase()} ${path.replace(API, '')}`;
        return {
          key,
          method: method.toUpperCase() as Operation['method'],
          path,
          parameters: op.parameters ?? [],
          body: content
            ? { type: content[0], schema: content[1].schema }
            : UPLOADS.has(key)
              ? { type: 'multipart/form-data', schema: {} }
              : undefined,
        };
      }),
    );

    // Real values to start from, so each run's bad values reach past the first check: a picture
    // with its file (demo assets have none), its signed link, and a signed link to a cart's zip.
    picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const { key } = await importAsset(t.deps, {
      fileName: 'Fuzz picture.png',
      body: picture,
      scopes: ['campaigns'],
    });
    const me = (await api.get('/private/profile/')).json;
    const asset = (await api.get('/private/media/?itemsPerPage=1')).json[0];
    const scope = (await api.get('/private/media/scopes')).json[0];
    const files = [{ name: 'a.png', url: `/pim/media/${key}` }];
    const zip = (await api.post('/pim/asset/asset/download', { files })).json.url as string;
    const signed = (op: string, link: string) => {
      const url = new URL(link, 'http://x');
      const [id, filename] = url.pathname.split('/').slice(-2).map(decodeURIComponent);
      Object.assign(pathBase, { [`${op}:id`]: id, [`${op}:filename`]: filename });
      for (const name of ['expires', 'signature']) queryBase[`${op}:${name}`] = url.searchParams.get(name);
    };
    signed('GET /pim/asset/file/{id}/{filename}', asset.secured_url);
    signed('GET /pim/asset/download/{id}/{filename}', zip);
    Object.assign(pathBase, {
      id: '1',
      code: scope.code,
      key,
      filename: 'products.xlsx',
      locale: 'en',
      productId: '1',
      file: 'leaflet.html',
      'POST /private/profile/{id}:id': String(me.id),
      'GET /private/profile/media/{id}:id': randomUUID(),
      'DELETE /private/profile/media/{id}:id': randomUUID(),
      'GET /pim/export/file/{id}/{filename}:id': randomUUID(),
    });
    // Filters on one attribute of each kind, so bad values reach each kind's condition.
    const attributes = (await api.get('/private/attribute/')).json as {
      name: string;
      type: string;
      options: { value: string }[];
    }[];
    const ofType = (...types: string[]) => attributes.find((a) => types.includes(a.type));
    const option = ofType('single_select', 'multi_select');
    Object.assign(queryBase, {
      filters: {
        category_code: 'lighting',
        ...(option ? { [option.name]: [option.options[0]?.value] } : {}),
        [ofType('number', 'float')?.name ?? 'power']: { min: 1, max: 100 },
        [ofType('date')?.name ?? 'created']: { from: '2000-01-01', to: '2030-12-31' },
        [ofType('text')?.name ?? 'name']: 'Lamp',
      },
      'GET /private/category/:filters': { code: 'lighting' },
      'GET /private/attribute-set/:filters': { id: 1 },
      attributes: 'name,color',
      search: 'lamp',
      expires: String(Math.floor(Date.now() / 1000) + 3600),
      signature: 'x',
    });
    Object.assign(bodyBase, {
      'POST /public/auth/token': { username: 'nobody@example.com', password: 'not-the-password' },
      'POST /public/mail/request': { email: 'nobody@example.com' },
      'POST /public/user/request': {
        company: 'Fuzz Ltd',
        vat_number: 'NL123',
        first_name: 'Fuzz',
        last_name: 'Test',
        street: 'Main',
        street_number: '1',
        zip_code: '1000',
        city: 'Town',
        phone_number: '+31 1',
        email: 'fuzz-request@example.com',
      },
      'POST /public/user/register': {
        first_name: 'Fuzz',
        last_name: 'Test',
        email: 'fuzz-register@example.com',
        password: 'a-long-fuzz-password',
        age: '1990-04-12',
      },
      'PATCH /private/profile/change': { password: 'another-fuzz-password', current_password: DEMO.password },
      'POST /private/profile/{id}': PROFILE_FORM,
      'POST /private/report/': { name: 'Fuzz', description: 'Found by the fuzz test' },
      'POST /private/analytics/event': {
        type: 'event',
        category: 'fuzz',
        action: 'run',
        label: 'x',
        path: '/',
      },
      'POST /pim/asset/asset/download': { files },
      'POST /pim/asset/asset/share': { files, email: 'fuzz-share@example.com' },
    });

    // A second account with the demo password, for the calls that would end the shared session.
    const { id: _id, ...demo } = await t.deps.db
      .selectFrom('portal_user')
      .selectAll()
      .where('email', '=', DEMO.email)
      .executeTakeFirstOrThrow();
    const email = 'fuzz-session@example.com';
    const row = await t.deps.db
      .insertInto('portal_user')
      .values({ ...demo, email, username: email })
      .returning('id')
      .executeTakeFirstOrThrow();
    spare = { id: row.id, hash: demo.password_hash, email };
  });
  afterAll(() => t?.close());

  /** A fresh session of the spare account, its password set back first. */
  async function spareSession(): Promise<string> {
    await t.deps.db
      .updateTable('portal_user')
      .set({ password_hash: spare.hash, must_reset_password: false })
      .where('id', '=', spare.id)
      .execute();
    return (await signIn(t.app, spare.email, DEMO.password)).token;
  }

  /**
   * Requests for one operation: real values everywhere but in one place (a path parameter, a query
   * parameter, an unknown query parameter, the body, the credentials), so the bad value gets past
   * the checks before it. Now and then everything is bad at once.
   */
  function requests(op: Operation): fc.Arbitrary<FuzzRequest> {
    const pathParams = op.parameters.filter((p) => p.in === 'path');
    const queryParams = op.parameters.filter((p) => p.in === 'query');
    const pathOf = (p: Parameter) =>
      pathBase[`${op.key}:${p.name}`] ?? pathBase[p.name] ?? String(example(p.schema));
    const queryOf = (p: Parameter) => queryBase[`${op.key}:${p.name}`] ?? queryBase[p.name];
    const encoding = fc.constantFrom('encoded', 'encoded', 'double', 'raw') as fc.Arbitrary<
      'encoded' | 'double' | 'raw'
    >;
    const badQuery = (p: Parameter): fc.Arbitrary<unknown> => {
      const base = queryOf(p);
      if (!base || typeof base !== 'object') return badValue;
      // Object values (filters) get bad values per key, as brackets or as JSON text.
      const deep = mutated({ type: 'object' }, base);
      return fc.oneof(
        deep,
        deep.map((value) => JSON.stringify(value)),
        badValue,
      );
    };
    const jsonBody = (value: unknown) => ({
      payload: JSON.stringify(value) ?? 'null',
      headers: { 'content-type': 'application/json' },
    });
    const bodyBaseValue = op.body ? (bodyBase[op.key] ?? example(op.body.schema)) : undefined;
    const goodBody: Body = !op.body
      ? { headers: {} }
      : op.body.type === 'multipart/form-data'
        ? multipart({ name: 'file', filename: 'me.png', type: 'image/png', data: picture })
        : jsonBody(bodyBaseValue);
    const badBody: fc.Arbitrary<Body> = !op.body
      ? badValue.map(jsonBody)
      : op.body.type === 'multipart/form-data'
        ? multipartBodies(picture)
        : fc.oneof(
            { weight: 8, arbitrary: mutated(op.body.schema, bodyBaseValue).map(jsonBody) },
            {
              weight: 1,
              arbitrary: rawJson.map((payload) => ({
                payload,
                headers: { 'content-type': 'application/json' },
              })),
            },
            {
              weight: 1,
              arbitrary: otherType.map(([type, payload]) => ({ payload, headers: { 'content-type': type } })),
            },
          );
    type Target = `path:${string}` | `query:${string}` | 'extra' | 'body' | 'auth' | 'headers' | 'all';
    const targets: Target[] = [
      ...pathParams.map((p) => `path:${p.name}` as const),
      ...queryParams.map((p) => `query:${p.name}` as const),
      'extra',
      ...(op.body || op.method !== 'GET' ? (['body'] as const) : []),
      'auth',
      'headers',
      'all',
    ];
    const badAt = <T>(target: Target, here: Target, bad: fc.Arbitrary<T>, good: T): fc.Arbitrary<T> =>
      target === here || target === 'all' ? bad : fc.constant(good);
    return fc.constantFrom(...targets).chain((target) =>
      fc
        .record({
          path: fc.tuple(
            ...pathParams.map((p) =>
              fc.tuple(badAt(target, `path:${p.name}`, badString, pathOf(p)), encoding),
            ),
          ),
          query: fc.tuple(
            ...queryParams.map((p) => badAt(target, `query:${p.name}`, badQuery(p), queryOf(p))),
          ),
          extra: badAt(target, 'extra', fc.tuple(badKey, badValue, fc.boolean()), undefined),
          body: badAt(target, 'body', badBody, goodBody),
          // Credentials are bad only on their own: otherwise every request would stop at them.
          auth: badAt(
            target === 'all' ? 'extra' : target,
            'auth',
            fc.constantFrom('guest', 'none', 'junk') as fc.Arbitrary<FuzzRequest['auth']>,
            'user' as const,
          ),
          headers: badAt(target, 'headers', badHeaders, {}),
        })
        .map((r) => {
          let url = op.path;
          pathParams.forEach((p, i) => {
            const [value, mode] = r.path[i];
            url = url.replace(`{${p.name}}`, pathValue(value, mode, p.name === 'key'));
          });
          const values: Record<string, unknown> = {};
          queryParams.forEach((p, i) => (values[p.name] = r.query[i]));
          if (r.extra) values[r.extra[0]] = r.extra[1];
          return {
            method: op.method,
            url: url + queryText(values, r.extra?.[2] ?? false),
            auth: r.auth,
            headers: { ...r.headers, ...r.body.headers },
            payload: r.body.payload,
          };
        }),
    );
  }

  /** Runs one request and checks the answer. */
  async function check(op: Operation, request: FuzzRequest): Promise<void> {
    const write = op.method !== 'GET';
    const token =
      request.auth === 'user' && OWN_SESSION.has(op.key) ? await spareSession() : tokens[request.auth];
    const before = write ? await snapshot(t) : '';
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      headers: { ...request.headers, ...(token ? { authorization: token } : {}) },
      payload: request.payload,
    });
    const status = response.statusCode;
    const where = `${status} ${abbreviate(response.body)} ← ${request.method} ${abbreviate(request.url)} [${request.auth}] ${abbreviate(String(request.payload ?? ''))}`;
    expect(status, where).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted, 'prototype polluted').toBeUndefined();
    if (status < 400) return;
    expect(response.headers['content-type'], where).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options'], where).toBe('nosniff');
    const body = JSON.parse(response.body) as Record<string, unknown>;
    expect(typeof body.message, where).toBe('string');
    expect(typeof body.code, where).toBe('string');
    expect(
      Object.keys(body).filter((k) => !['message', 'code', 'field', 'kind', 'params'].includes(k)),
      where,
    ).toEqual([]);
    expect(response.body, where).not.toMatch(/\bat \S+ \(|node_modules|\/apps\/server\/|\.ts:\d+/);
    if (write) expect(await snapshot(t), `${where}: a refused write stored something`).toBe(before);
  }

  it('reads every operation from the served OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(35);
    expect(operations.map((o) => o.key)).toEqual(
      expect.arrayContaining(['POST /public/auth/token', 'POST /private/report/', 'GET /private/product/']),
    );
  });

  it(
    'answers bad input to every operation below 500, in the error shape, storing nothing',
    async () => {
      const failures: string[] = [];
      for (const op of operations.filter((o) => !ONLY || o.key === ONLY)) {
        const runs = OWN_SESSION.has(op.key) ? Math.ceil(RUNS / 4) : RUNS;
        try {
          await fc.assert(
            fc.asyncProperty(requests(op), (request) => check(op, request)),
            { numRuns: runs, endOnFailure: true, ...REPLAY },
          );
        } catch (error) {
          // fast-check's message leads with the (long) counterexample; the assertion's own comes first here.
          const { message, cause } = error as Error & { cause?: Error };
          const seed = /seed: [-\d]+, path: "[^"]*"/.exec(message)?.[0] ?? '';
          failures.push(`${op.key} (${seed}): ${abbreviate(cause?.message ?? message)}`);
        }
      }
      expect(failures, failures.join('\n\n')).toEqual([]);
    },
    Math.max(240_000, RUNS * 4_000),
  );
});
