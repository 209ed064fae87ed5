import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/lib/tokens.ts';
import { client, DEMO, signIn } from '../support/http.ts';
import { startSmtp } from '../support/smtp.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

describe.each(dialects)('accounts on %s', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.test' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const countUsers = async () =>
    (
      await t.deps.db
        .selectFrom('portal_user')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  describe('sign in', () => {
    it('answers an opaque 256-bit token stored only as its hash, with an expiry', async () => {
      const { token } = await signIn(t.app);
      expect(token).toMatch(/^[\w-]{43}$/);
      const row = await t.deps.db
        .selectFrom('auth_token')
        .selectAll()
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow();
      expect(row.kind).toBe('session');
      expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now());
      const raw = await t.deps.db
        .selectFrom('auth_token')
        .select('token_hash')
        .where('token_hash', '=', token)
        .executeTakeFirst();
      expect(raw).toBeUndefined();
    });

    it('accepts the e-mail in any case and the Bearer form of the header', async () => {
      const { json } = await client(t.app).post('/public/auth/token', {
        username: ' DEMO@Vitrine.example ',
        password: DEMO.password,
      });
      const me = await client(t.app).get('/private/profile/', { authorization: `Bearer ${json.token}` });
      expect(me.json).toMatchObject({
        username: DEMO.email,
        first_name: 'Dana',
        last_name: 'Demo',
        guest: false,
      });
      expect(me.headers['cache-control']).toBe('no-store');
    });

    it('answers the same 400 for a wrong password and an unknown account', async () => {
      const wrong = await client(t.app).post('/public/auth/token', {
        username: DEMO.email,
        password: 'nope-nope-nope',
      });
      const unknown = await client(t.app).post('/public/auth/token', {
        username: 'nobody@example.com',
        password: 'nope-nope-nope',
      });
      expect(wrong.status).toBe(400);
      expect(unknown.status).toBe(400);
      expect(wrong.json).toEqual(unknown.json);
      expect(wrong.json).toEqual({
        message: 'Wrong e-mail address or password',
        code: 'invalid_credentials',
      });
    });

    it('rejects missing fields, wrong types, unknown fields and huge values with a JSON 400', async () => {
      const api = client(t.app);
      for (const body of [
        {},
        { username: DEMO.email },
        { username: 1, password: 2 },
        { username: DEMO.email, password: 'x', role: 'admin' },
        { username: 'a'.repeat(300), password: 'x' },
      ]) {
        const r = await api.post('/public/auth/token', body);
        expect(r.status, JSON.stringify(body)).toBe(400);
        expect(r.json.code).toBe('validation_error');
        expect(typeof r.json.message).toBe('string');
      }
      const notJson = await api.post('/public/auth/token', '{"username":', {
        'content-type': 'application/json',
      });
      expect(notJson.status).toBe(400);
      const huge = await api.post('/public/auth/token', {
        username: DEMO.email,
        password: 'x'.repeat(2 * 1024 * 1024),
      });
      expect(huge.status).toBe(413);
      expect(huge.json.code).toBe('payload_too_large');
    });

    it('ends the token at logout', async () => {
      const { token, api } = await signIn(t.app);
      expect((await api.delete('/private/auth/token')).status).toBe(204);
      const after = await client(t.app, { token }).get('/private/profile/');
      expect(after.status).toBe(401);
      expect(after.json.code).toBe('unauthorized');
    });

    it('answers 401 only for a missing or invalid token', async () => {
      expect((await client(t.app).get('/private/profile/')).status).toBe(401);
      expect((await client(t.app, { token: 'forged' }).get('/private/profile/')).status).toBe(401);
      expect((await client(t.app, { token: 'x'.repeat(5000) }).get('/private/profile/')).status).toBe(401);
    });
  });

  describe('guest', () => {
    it('maps the guest token to a read-only guest principal', async () => {
      const { json: config } = await client(t.app).get('/public/config/');
      const guest = client(t.app, { token: config.setup.guest_token });
      const me = await guest.get('/private/profile/');
      expect(me.json).toMatchObject({
        id: null,
        username: 'guest',
        guest: true,
        data: { is_company: false, country: null },
      });
      const write = await guest.post('/private/report/', { name: 'x', description: 'y' });
      expect(write.status).toBe(403);
      expect(write.json.code).toBe('guest_read_only');
      expect((await guest.get('/private/profile/consent')).json).toEqual({ message: null, status: null });
    });

    it('refuses the guest token when guest mode is off', async () => {
      const off = await createTestApp(dialect, { GUEST_MODE: 'false' });
      try {
        const { json: config } = await client(t.app).get('/public/config/');
        const r = await client(off.app, { token: config.setup.guest_token }).get('/private/profile/');
        expect(r.status).toBe(401);
      } finally {
        await off.close();
      }
    });
  });

  describe('registration', () => {
    it('registers into the chosen public group and ignores fields the client may not set', async () => {
      const { json: groups } = await client(t.app).get('/public/user/register/groups');
      const r = await client(t.app).post('/public/user/register', {
        first_name: 'Grace',
        last_name: 'Hopper',
        username: 'grace@example.com',
        email: 'grace@example.com',
        password: 'compilers-are-fun',
        gender: 'Female',
        age: '1906-12-09T00:00:00+00:00',
        hidden: true,
        registerGroup: groups[1].id,
        is_company: true,
        group_id: 999,
        role: 'admin',
      });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({
        first_name: 'Grace',
        username: 'grace@example.com',
        age: '1906-12-09',
        data: { is_company: false },
      });
      expect(r.json.token).toMatch(/^[\w-]{43}$/);
      const row = await t.deps.db
        .selectFrom('portal_user')
        .select(['group_id', 'is_company', 'hidden'])
        .where('email', '=', 'grace@example.com')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ group_id: groups[1].id, is_company: false, hidden: false });
      const me = await client(t.app, { token: r.json.token }).get('/private/profile/');
      expect(me.json.email).toBe('grace@example.com');
    });

    it('refuses short and common passwords, a taken e-mail and a private group without storing anything', async () => {
      const before = await countUsers();
      const base = {
        first_name: 'A',
        last_name: 'B',
        email: 'new@example.com',
        password: 'a-good-long-password',
      };
      const short = await client(t.app).post('/public/user/register', { ...base, password: 'short' });
      expect(short.status).toBe(400);
      expect(short.json.field).toBe('password');
      const common = await client(t.app).post('/public/user/register', { ...base, password: 'password123' });
      expect(common.status).toBe(400);
      expect(common.json.code).toBe('weak_password');
      const taken = await client(t.app).post('/public/user/register', { ...base, email: DEMO.email });
      expect(taken.status).toBe(409);
      const group = await client(t.app).post('/public/user/register', { ...base, registerGroup: 424242 });
      expect(group.status).toBe(400);
      const script = await client(t.app).post('/public/user/register', {
        ...base,
        first_name: '<script>alert(1)</script>',
      });
      expect(script.status).toBe(400);
      const badDate = await client(t.app).post('/public/user/register', { ...base, age: '2020-13-45' });
      expect(badDate.status).toBe(400);
      expect(await countUsers()).toBe(before);
    });

    it('stores SQL-looking text as plain text', async () => {
      const r = await client(t.app).post('/public/user/register', {
        first_name: "Robert'); DROP TABLE portal_user;--",
        last_name: "O'Brien",
        email: 'bobby@example.com',
        password: 'little-bobby-tables',
      });
      expect(r.status).toBe(200);
      expect(r.json.first_name).toBe("Robert'); DROP TABLE portal_user;--");
      expect(await countUsers()).toBeGreaterThan(1);
    });
  });

  describe('password reset', () => {
    it('answers alike whether or not the account exists, and mails a single-use link', async () => {
      const api = client(t.app, { locale: 'nl_NL' });
      const unknown = await api.post('/public/mail/request', { email: 'ghost@example.com' });
      const known = await api.post('/public/mail/request', { email: DEMO.email });
      expect(unknown.status).toBe(200);
      expect(known.json).toEqual(unknown.json);
      expect(known.json).toEqual({ message: 'Request sent' });

      const mail = await smtp.waitFor(DEMO.email);
      const link = /https:\/\/portal\.test\/nl-NL\/auth\/reset\/([\w-]+)/.exec(mail.text ?? '');
      expect(link, mail.text).toBeTruthy();
      expect(mail.subject).toMatch(/wachtwoord/i);
      expect(smtp.mails.some((m) => JSON.stringify(m.to).includes('ghost@example.com'))).toBe(false);
      const resetToken = link![1];

      // The reset token opens nothing but the password change.
      const asReset = client(t.app, { token: resetToken });
      expect((await asReset.get('/private/profile/')).status).toBe(401);
      const changed = await asReset.patch('/private/profile/change', { password: 'a-brand-new-secret' });
      expect(changed.status).toBe(200);
      expect(changed.json.token).toMatch(/^[\w-]{43}$/);
      expect(
        (await client(t.app, { token: changed.json.token }).get('/private/profile/')).json.username,
      ).toBe(DEMO.email);
      // Single use.
      expect(
        (await asReset.patch('/private/profile/change', { password: 'another-new-secret' })).status,
      ).toBe(401);
      // The old password is gone, the new one works.
      expect(
        (await client(t.app).post('/public/auth/token', { username: DEMO.email, password: DEMO.password }))
          .status,
      ).toBe(400);
      const { api: again } = await signIn(t.app, DEMO.email, 'a-brand-new-secret');
      const back = await again.patch('/private/profile/change', { password: DEMO.password });
      expect(back.status).toBe(200);
    });

    it('expires reset links', async () => {
      await client(t.app).post('/public/mail/request', { email: 'grace@example.com' });
      const mail = await smtp.waitFor('grace@example.com');
      const token = /reset\/([\w-]+)/.exec(mail.text ?? '')![1];
      await t.deps.db
        .updateTable('auth_token')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('token_hash', '=', hashToken(token))
        .execute();
      expect(
        (await client(t.app, { token }).patch('/private/profile/change', { password: 'too-late-password' }))
          .status,
      ).toBe(401);
    });

    it('rejects a malformed e-mail', async () => {
      const r = await client(t.app).post('/public/mail/request', { email: 'not-an-email' });
      expect(r.status).toBe(400);
      expect(r.json.field).toBe('email');
    });
  });

  describe('account request', () => {
    const request = {
      company: 'Acme BV',
      vat_number: 'NL123456789B01',
      first_name: 'Ada',
      last_name: 'Lovelace',
      street: 'Main street',
      street_number: '1',
      zip_code: '1000 AA',
      city: 'Amsterdam',
      country: 'NL',
      phone_number: '+31 20 000 0000',
      email: 'ada@acme.example',
    };

    it('stores the request, thanks the applicant and tells the team', async () => {
      const r = await client(t.app, { locale: 'de_DE' }).post('/public/user/request', request);
      expect(r.status).toBe(200);
      expect(r.json.message).toMatch(/^Thank you for filling in the request form/);
      const stored = await t.deps.db
        .selectFrom('account_request')
        .selectAll()
        .where('email', '=', 'ada@acme.example')
        .executeTakeFirstOrThrow();
      expect(stored.payload).toMatchObject({ company: 'Acme BV', vat_number: 'NL123456789B01' });
      const confirmation = await smtp.waitFor('ada@acme.example');
      expect(confirmation.text).toContain('Ada');
      const team = await smtp.waitFor('no-reply@vitrine.local');
      expect(team.text).toContain('Acme BV');
    });

    it('requires the company fields and stores nothing otherwise', async () => {
      const before = (await t.deps.db.selectFrom('account_request').select('id').execute()).length;
      const { company: _, ...missing } = request;
      expect((await client(t.app).post('/public/user/request', missing)).status).toBe(400);
      expect((await client(t.app).post('/public/user/request', { ...request, email: 'nope' })).status).toBe(
        400,
      );
      expect((await client(t.app).post('/public/user/request', { ...request, city: 42 })).status).toBe(400);
      expect((await t.deps.db.selectFrom('account_request').select('id').execute()).length).toBe(before);
    });
  });

  describe('rate limits', () => {
    it('limits sign-in attempts per client', async () => {
      const limited = await createTestApp(dialect, { RATE_LIMIT: 'true' }, { seed: false });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 12; i++) {
          statuses.push(
            (
              await client(limited.app).post('/public/auth/token', {
                username: 'x@example.com',
                password: 'y',
              })
            ).status,
          );
        }
        expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
        expect(statuses.at(-1)).toBe(429);
      } finally {
        await limited.close();
      }
      // A second portal and a dozen password checks: slow on a busy machine.
    }, 90_000);
  });
});
