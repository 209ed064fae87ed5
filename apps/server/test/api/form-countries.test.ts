import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeForms } from '../../src/modules/forms/index.ts';
import { signIn } from '../support/http.ts';
import { API, createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const en = (name: string) => ({ en_GB: name });

/** Countries parts of one answer as the web app sends them: one part per code. */
function body(fieldId: number, codes: string[]) {
  const boundary = '----countries';
  const parts = codes.map(
    (code) => `--${boundary}\r\nContent-Disposition: form-data; name="${fieldId}"\r\n\r\n${code}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(dialects)('a countries field counts its countries by min and max on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  const forms = new Map<string, { id: number; field: number }>();

  const send = async (code: string, codes: string[]) => {
    const form = forms.get(code)!;
    const { payload, headers } = body(form.field, codes);
    const r = await t.app.inject({
      method: 'POST',
      url: `${API}/private/form/${form.id}/result`,
      headers: { authorization: token, ...headers },
      payload,
    });
    return { status: r.statusCode, json: r.json() };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ token } = await signIn(t.app));
    const written = await writeForms(
      t.deps.db,
      [],
      [
        { code: 'markets', max: null },
        { code: 'two-or-three', min: 2, max: 3 },
        { code: 'one-country', max: 1 },
      ].map(({ code, ...limits }, position) => ({
        code,
        category: null,
        position: 90 + position,
        names: en(code),
        hiddenAfterCompletion: false,
        fields: [{ type: 'countries', names: en('Countries'), ...limits }],
      })),
    );
    for (const [code, id] of written) {
      const field = await t.deps.db
        .selectFrom('form_field')
        .select('id')
        .where('form_id', '=', id)
        .executeTakeFirstOrThrow();
      forms.set(code, { id, field: field.id });
    }
  });
  afterAll(() => t.close());

  it('takes any number without a max', async () => {
    expect((await send('markets', ['NL', 'BE', 'DE', 'FR'])).status).toBe(200);
  });

  it('refuses more than max and fewer than min, naming the bound', async () => {
    const many = await send('two-or-three', ['NL', 'BE', 'DE', 'FR']);
    expect(many.status).toBe(400);
    expect(many.json).toMatchObject({
      code: 'validation_error',
      kind: 'too_many',
      field: String(forms.get('two-or-three')!.field),
      params: { max: 3 },
    });
    const few = await send('two-or-three', ['NL']);
    expect(few.json).toMatchObject({ code: 'validation_error', kind: 'too_few', params: { min: 2 } });
    // The same code twice is one country.
    expect((await send('two-or-three', ['NL', 'nl'])).json).toMatchObject({ kind: 'too_few' });
    expect((await send('two-or-three', ['NL', 'BE'])).status).toBe(200);
  });

  it('keeps a field with max 1 to one country', async () => {
    expect((await send('one-country', ['NL', 'BE'])).json).toMatchObject({
      kind: 'too_many',
      params: { max: 1 },
    });
    expect((await send('one-country', ['NL'])).status).toBe(200);
  });
});
