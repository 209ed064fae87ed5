import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, VALIDATION_KINDS } from '@vitrine/contract';
import { issueKind } from '../../src/lib/validation-issue.ts';
import { client } from '../support/http.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const SRC = path.join(import.meta.dirname, '../../src');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') ? [fs.readFileSync(file, 'utf8')] : [];
  });
}

describe('the error codes of the contract', () => {
  const code = sources(SRC).join('\n');

  it('are each listed once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(new Set(VALIDATION_KINDS).size).toBe(VALIDATION_KINDS.length);
  });

  it('are each sent by the server somewhere (the list holds no dead codes)', () => {
    const unused = ERROR_CODES.filter((c) => !code.includes(`'${c}'`));
    expect(unused).toEqual([]);
  });

  it('are the only ones answered: no error body is written by hand, past the typed helpers', () => {
    expect(code.match(/\.send\(\{[^}]*\bcode\s*:/g) ?? []).toEqual([]);
  });
});

describe('issueKind', () => {
  it('names what was wrong with an input, with its bound', () => {
    expect(issueKind({ code: 'too_small', origin: 'string', minimum: 8 }, false)).toEqual({
      kind: 'too_short',
      params: { min: 8 },
    });
    expect(issueKind({ code: 'too_small', origin: 'string', minimum: 1 }, false)).toEqual({
      kind: 'required',
    });
    expect(issueKind({ code: 'too_big', origin: 'string', maximum: 100 }, false)).toEqual({
      kind: 'too_long',
      params: { max: 100 },
    });
    expect(issueKind({ code: 'too_big', origin: 'number', maximum: 5 }, false)).toEqual({
      kind: 'too_big',
      params: { max: 5 },
    });
    expect(issueKind({ code: 'too_big', origin: 'array', maximum: 5 }, false).kind).toBe('too_many');
    expect(issueKind({ code: 'invalid_type' }, true).kind).toBe('required');
    expect(issueKind({ code: 'invalid_type' }, false).kind).toBe('invalid_type');
    expect(issueKind({ code: 'invalid_format', format: 'email' }, false).kind).toBe('invalid_email');
    expect(issueKind({ code: 'invalid_format', format: 'regex', pattern: '/^[^<>]*$/' }, false).kind).toBe(
      'invalid_characters',
    );
    expect(issueKind({ code: 'invalid_format', format: 'regex', pattern: '/^\\d{4}$/' }, false).kind).toBe(
      'invalid_format',
    );
    expect(issueKind({ code: 'invalid_value' }, false).kind).toBe('not_one_of');
    expect(issueKind({ code: 'unrecognized_keys' }, false).kind).toBe('unknown_key');
    expect(issueKind({ code: 'custom', params: { kind: 'invalid_date' } }, false).kind).toBe('invalid_date');
    expect(issueKind({ code: 'custom' }, false).kind).toBe('invalid');
    expect(issueKind(undefined, false).kind).toBe('invalid');
  });
});

describe('error answers of real requests', () => {
  let t: TestApp;
  // Opening a database takes longer than a unit test's default hook time on a busy machine.
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { seed: false });
  }, 60_000);
  afterAll(() => t.close());

  const listed = (json: { code: string; kind?: string }) => {
    expect(ERROR_CODES).toContain(json.code);
    if (json.kind !== undefined) expect(VALIDATION_KINDS).toContain(json.kind);
  };

  it('answer listed codes, and for refused inputs a listed kind with its bound', async () => {
    const api = client(t.app);
    const signIn = await api.post('/public/auth/token', {
      username: 'nobody@example.com',
      password: 'wrong',
    });
    expect(signIn.status).toBe(400);
    expect(signIn.json.code).toBe('invalid_credentials');
    listed(signIn.json);

    const person = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', password: 'x' };
    const short = await api.post('/public/user/register', person);
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({ code: 'validation_error', field: 'password', kind: 'too_short' });
    expect(short.json.params.min).toBeGreaterThan(1);
    listed(short.json);

    const { email: _email, ...noEmail } = person;
    const missing = await api.post('/public/user/register', noEmail);
    expect(missing.json).toMatchObject({ code: 'validation_error', field: 'email', kind: 'required' });

    const invalid = await api.post('/public/user/register', { ...person, email: 'not-an-address' });
    expect(invalid.json).toMatchObject({ code: 'validation_error', field: 'email', kind: 'invalid_email' });

    const nowhere = await api.get('/public/no-such-thing');
    expect(nowhere.status).toBe(404);
    listed(nowhere.json);
  });
});
