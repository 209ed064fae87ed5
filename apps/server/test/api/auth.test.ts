import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
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
    /** Registers, reads the link from the mail and follows it: answers the confirmation. */
    async function registerThroughMail(body: Record<string, unknown>, locale = 'en_GB') {
      const asked = await client(t.app, { locale }).post('/public/user/register', body);
      expect(asked.status, asked.body).toBe(200);
      const mail = await smtp.waitFor(String(body.email));
      const token = /https:\/\/portal\.test\/[\w-]+\/auth\/register\/([\w-]+)/.exec(mail.text ?? '')?.[1];
      expect(token, mail.text).toBeTruthy();
      return { asked, mail, token: token!, confirmed: await confirm(token!) };
    }
    const confirm = (token: string) => client(t.app).post('/public/user/register/confirm', { token });

    it('creates the account from the mailed link, in the chosen public group, ignoring fields the client may not set', async () => {
      const { json: groups } = await client(t.app).get('/public/user/register/groups');
      const before = await countUsers();
      const { asked, mail, token, confirmed } = await registerThroughMail(
        {
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
        },
        'de_DE',
      );
      expect(asked.json).toEqual({ message: 'Please check your e-mail to finish the registration' });
      expect(mail.subject).toMatch(/Registrierung/);
      expect(mail.text).toContain('https://portal.test/de-DE/auth/register/');
      expect(confirmed.status, confirmed.body).toBe(200);
      expect(confirmed.json).toMatchObject({
        first_name: 'Grace',
        username: 'grace@example.com',
        age: '1906-12-09',
        data: { is_company: false },
      });
      expect(confirmed.json.token).toMatch(/^[\w-]{43}$/);
      expect(await countUsers()).toBe(before + 1);
      const row = await t.deps.db
        .selectFrom('portal_user')
        .select(['group_id', 'is_company', 'hidden'])
        .where('email', '=', 'grace@example.com')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ group_id: groups[1].id, is_company: false, hidden: false });
      const me = await client(t.app, { token: confirmed.json.token }).get('/private/profile/');
      expect(me.json.email).toBe('grace@example.com');
      // The password chosen at registration signs in; the link works once.
      await signIn(t.app, 'grace@example.com', 'compilers-are-fun');
      const again = await confirm(token);
      expect(again.status).toBe(400);
      expect(again.json.code).toBe('link_invalid');
    });

    it('answers an address that has an account exactly as a new one, and tells its owner instead', async () => {
      const before = await countUsers();
      const body = { first_name: 'Eve', last_name: 'Mallory', password: 'eve-wants-in-2026' };
      const fresh = await client(t.app).post('/public/user/register', {
        ...body,
        email: 'fresh@example.com',
      });
      const known = await client(t.app).post('/public/user/register', { ...body, email: DEMO.email });
      expect(known.status).toBe(fresh.status);
      expect(known.json).toEqual(fresh.json);
      expect(known.headers['content-length']).toBe(fresh.headers['content-length']);
      const note = await smtp.waitFor(DEMO.email);
      expect(note.subject).toMatch(/Registration attempt/);
      expect(note.text).toMatch(/https:\/\/portal\.test\/[\w-]+\/auth\/forgot/);
      expect(note.text).not.toMatch(/auth\/register\//);
      // Nothing changed for the owner: no pending account, the old password still signs in.
      expect(await countUsers()).toBe(before);
      const pending = await t.deps.db
        .selectFrom('pending_registration')
        .select('email')
        .where('email', '=', DEMO.email)
        .execute();
      expect(pending).toEqual([]);
      await signIn(t.app);
    });

    it('refuses an expired or unknown link without creating the account', async () => {
      const body = {
        first_name: 'Late',
        last_name: 'Comer',
        email: 'late@example.com',
        password: 'slow-but-steady',
      };
      expect((await client(t.app).post('/public/user/register', body)).status).toBe(200);
      const token = /register\/([\w-]+)/.exec((await smtp.waitFor('late@example.com')).text ?? '')![1];
      await t.deps.db
        .updateTable('pending_registration')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('token_hash', '=', hashToken(token))
        .execute();
      const before = await countUsers();
      for (const attempt of [token, 'x'.repeat(43), 'nope']) {
        const r = await confirm(attempt);
        expect(r.status).toBe(400);
        expect(r.json).toMatchObject({ code: 'link_invalid' });
      }
      expect((await confirm('')).status).toBe(400);
      expect(await countUsers()).toBe(before);
    });

    it('refuses short and common passwords and a private group without storing anything', async () => {
      const before = await countUsers();
      const pendingBefore = await t.deps.db.selectFrom('pending_registration').selectAll().execute();
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
      expect(await t.deps.db.selectFrom('pending_registration').selectAll().execute()).toEqual(pendingBefore);
    });

    it('stores SQL-looking text as plain text', async () => {
      const { confirmed } = await registerThroughMail({
        first_name: "Robert'); DROP TABLE portal_user;--",
        last_name: "O'Brien",
        email: 'bobby@example.com',
        password: 'little-bobby-tables',
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.json.first_name).toBe("Robert'); DROP TABLE portal_user;--");
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

      const mail = await smtp.waitFor(DEMO.email, 10_000, /auth\/reset\//);
      const link = /https:\/\/portal\.test\/nl-NL\/auth\/reset\/([\w-]+)/.exec(mail.text ?? '');
      expect(link, mail.text).toBeTruthy();
      expect(mail.subject).toMatch(/wachtwoord/i);
      expect(smtp.mails.some((m) => JSON.stringify(m.to).includes('ghost@example.com'))).toBe(false);
      const resetToken = link![1];

      // The reset token opens nothing but the password change.
      const asReset = client(t.app, { token: resetToken });
      expect((await asReset.get('/private/profile/')).status).toBe(401);
      expect((await client(t.app).post('/public/auth/reset/check', { token: resetToken })).json).toEqual({
        message: 'The link is valid',
      });
      const changed = await asReset.patch('/private/profile/change', { password: 'a-brand-new-secret' });
      expect(changed.status).toBe(200);
      expect(changed.json.token).toMatch(/^[\w-]{43}$/);
      expect(
        (await client(t.app, { token: changed.json.token }).get('/private/profile/')).json.username,
      ).toBe(DEMO.email);
      // Single use: a used link says so (not 'sign in again'), on load and on submit.
      const used = await asReset.patch('/private/profile/change', { password: 'another-new-secret' });
      expect(used.status).toBe(400);
      expect(used.json.code).toBe('reset_link_invalid');
      expect(used.json.message).toMatch(/expired or was already used/);
      const check = await client(t.app).post('/public/auth/reset/check', { token: resetToken });
      expect(check.status).toBe(400);
      expect(check.json.code).toBe('reset_link_invalid');
      // The old password is gone, the new one works.
      expect(
        (await client(t.app).post('/public/auth/token', { username: DEMO.email, password: DEMO.password }))
          .status,
      ).toBe(400);
      const { api: again } = await signIn(t.app, DEMO.email, 'a-brand-new-secret');
      const back = await again.patch('/private/profile/change', {
        password: DEMO.password,
        current_password: 'a-brand-new-secret',
      });
      expect(back.status).toBe(200);
    });

    it('expires reset links', async () => {
      await client(t.app).post('/public/mail/request', { email: 'grace@example.com' });
      const mail = await smtp.waitFor('grace@example.com', 10_000, /auth\/reset\//);
      const token = /reset\/([\w-]+)/.exec(mail.text ?? '')![1];
      await t.deps.db
        .updateTable('auth_token')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('token_hash', '=', hashToken(token))
        .execute();
      const late = await client(t.app, { token }).patch('/private/profile/change', {
        password: 'too-late-password',
      });
      expect(late.status).toBe(400);
      expect(late.json.code).toBe('reset_link_invalid');
      const check = await client(t.app).post('/public/auth/reset/check', { token });
      expect(check.json.code).toBe('reset_link_invalid');
    });

    it('says a replaced reset link is no longer valid, and an ended session still asks to sign in', async () => {
      // The link of the next reset mail to grace, past those already received.
      const nextLink = async () => {
        const seen = smtp.mails.length;
        await client(t.app).post('/public/mail/request', { email: 'grace@example.com' });
        for (let i = 0; i < 200; i++) {
          const mail = smtp.mails.slice(seen).find((m) => /grace@example\.com/.test(JSON.stringify(m.to)));
          if (mail) return /reset\/([\w-]+)/.exec(mail.text ?? '')![1];
          await new Promise((r) => setTimeout(r, 50));
        }
        throw new Error('No reset mail to grace');
      };
      const first = await nextLink();
      const second = await nextLink();
      expect(second).not.toBe(first);
      const replaced = await client(t.app, { token: first }).patch('/private/profile/change', {
        password: 'replaced-link-password',
      });
      expect(replaced.json.code).toBe('reset_link_invalid');
      expect((await client(t.app).post('/public/auth/reset/check', { token: second })).status).toBe(200);
      // Unknown tokens that are no reset link, and session tokens, are not reset links.
      const ended = await client(t.app, { token: 'x'.repeat(43) }).get('/private/profile/');
      expect(ended.status).toBe(401);
      expect(ended.json.code).toBe('unauthorized');
      const { token: session } = await signIn(t.app);
      for (const token of [session, 'x'.repeat(43), 'nope']) {
        const r = await client(t.app).post('/public/auth/reset/check', { token });
        expect(r.status).toBe(400);
        expect(r.json.code).toBe('reset_link_invalid');
      }
      expect((await client(t.app).post('/public/auth/reset/check', { token: '' })).status).toBe(400);
    });

    it('rejects a malformed e-mail', async () => {
      const r = await client(t.app).post('/public/mail/request', { email: 'not-an-email' });
      expect(r.status).toBe(400);
      expect(r.json.field).toBe('email');
    });
  });

  describe('links in mails', () => {
    /** The same portal without PUBLIC_URL: links take the request's host, so hosts are checked. */
    async function withoutPublicUrl(overrides: Partial<typeof t.deps.config> = {}) {
      const config = loadConfig({ DATA_DIR: t.dataDir, RATE_LIMIT: 'false', LOG_LEVEL: 'silent' });
      const app = await buildApp(
        {
          ...t.deps,
          config: { ...t.deps.config, publicUrl: undefined, allowedHosts: config.allowedHosts, ...overrides },
        },
        { logger: false },
      );
      await app.ready();
      return app;
    }
    const mailsTo = (to: string) => smtp.mails.filter((m) => JSON.stringify(m.to).includes(to)).length;

    it('never take a forged Host or X-Forwarded-Host header', async () => {
      const app = await withoutPublicUrl({ trustProxy: true });
      try {
        const before = mailsTo(DEMO.email);
        const forged: Record<string, string>[] = [
          { host: 'evil.example' },
          { host: 'localhost', 'x-forwarded-host': 'evil.example' },
        ];
        for (const headers of forged) {
          const r = await client(app).post('/public/mail/request', { email: DEMO.email }, headers);
          expect(r.status).toBe(421);
          expect(r.json).toEqual({ message: expect.any(String), code: 'misdirected_request' });
          // Every route is refused, not only the mailing ones.
          expect((await client(app).get('/public/config', headers)).status).toBe(421);
        }
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(mailsTo(DEMO.email)).toBe(before);

        const ok = await client(app, { locale: 'fr_FR' }).post(
          '/public/mail/request',
          { email: DEMO.email },
          { host: 'localhost:8080' },
        );
        expect(ok.status).toBe(200);
        const mail = await smtp.waitFor(DEMO.email, 10_000, /localhost:8080\/fr-FR\/auth\/reset\//);
        expect(mail.text).toMatch(/http:\/\/localhost:8080\/fr-FR\/auth\/reset\/[\w-]{43}/);
      } finally {
        await app.close();
      }
    });

    it('use PUBLIC_URL when it is set, whatever the request says', async () => {
      const r = await client(t.app).post(
        '/public/user/register',
        { first_name: 'Host', last_name: 'Header', email: 'hosts@example.com', password: 'no-host-decides' },
        { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      );
      expect(r.status).toBe(200);
      const mail = await smtp.waitFor('hosts@example.com');
      expect(mail.text).toMatch(/https:\/\/portal\.test\/[\w-]+\/auth\/register\//);
      expect(mail.text).not.toContain('evil.example');
      expect(mail.html).not.toContain('evil.example');
    });
  });

  describe('password change', () => {
    it('asks a session for the current password and ends every other session', async () => {
      const { api, token } = await signIn(t.app);
      const other = await signIn(t.app);
      for (const body of [
        { password: 'a-new-secret-2026' },
        { password: 'a-new-secret-2026', current_password: 'not-the-password' },
      ]) {
        const r = await api.patch('/private/profile/change', body);
        expect(r.status).toBe(400);
        expect(r.json).toMatchObject({ code: 'wrong_password', field: 'current_password' });
      }
      // Nothing changed.
      expect((await other.api.get('/private/profile/')).status).toBe(200);
      await signIn(t.app);

      const changed = await api.patch('/private/profile/change', {
        password: 'a-new-secret-2026',
        current_password: DEMO.password,
      });
      expect(changed.status).toBe(200);
      expect((await other.api.get('/private/profile/')).status).toBe(401);
      expect((await client(t.app, { token }).get('/private/profile/')).status).toBe(401);
      const fresh = client(t.app, { token: changed.json.token });
      expect((await fresh.get('/private/profile/')).status).toBe(200);
      const back = await fresh.patch('/private/profile/change', {
        password: DEMO.password,
        current_password: 'a-new-secret-2026',
      });
      expect(back.status).toBe(200);
    });
  });

  describe('account state', () => {
    async function newUser(email: string, password: string) {
      await t.deps.db
        .insertInto('portal_user')
        .values({
          email,
          username: email,
          password_hash: await hashPassword(password),
          first_name: 'State',
          last_name: 'Test',
        })
        .execute();
      const { api } = await signIn(t.app, email, password);
      const set = (values: { must_reset_password?: boolean; disabled?: boolean }) =>
        t.deps.db.updateTable('portal_user').set(values).where('email', '=', email).execute();
      return { api, set };
    }

    it('ends the sessions of an account flagged to reset its password; its reset link still works', async () => {
      const { api, set } = await newUser('flagged@example.com', 'flagged-password-1');
      await set({ must_reset_password: true });
      expect((await api.get('/private/profile/')).status).toBe(401);
      const login = await client(t.app).post('/public/auth/token', {
        username: 'flagged@example.com',
        password: 'flagged-password-1',
      });
      expect(login.json.code).toBe('password_reset_required');
      await client(t.app).post('/public/mail/request', { email: 'flagged@example.com' });
      const mail = await smtp.waitFor('flagged@example.com', 10_000, /auth\/reset\//);
      const token = /reset\/([\w-]+)/.exec(mail.text ?? '')![1];
      const changed = await client(t.app, { token }).patch('/private/profile/change', {
        password: 'flagged-password-2',
      });
      expect(changed.status).toBe(200);
      await signIn(t.app, 'flagged@example.com', 'flagged-password-2');
    });

    it('ends the sessions of a disabled account, refuses its sign-in and mails it no reset link', async () => {
      const { api, set } = await newUser('disabled@example.com', 'disabled-password-1');
      await set({ disabled: true });
      expect((await api.get('/private/profile/')).status).toBe(401);
      const login = await client(t.app).post('/public/auth/token', {
        username: 'disabled@example.com',
        password: 'disabled-password-1',
      });
      expect(login.status).toBe(403);
      expect(login.json.code).toBe('account_disabled');
      const wrong = await client(t.app).post('/public/auth/token', {
        username: 'disabled@example.com',
        password: 'not-the-password',
      });
      expect(wrong.json.code).toBe('invalid_credentials');
      expect(
        (await client(t.app).post('/public/mail/request', { email: 'disabled@example.com' })).status,
      ).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.mails.some((m) => JSON.stringify(m.to).includes('disabled@example.com'))).toBe(false);
    });

    it('ends the sessions of a deleted account', async () => {
      const { api } = await newUser('deleted@example.com', 'deleted-password-1');
      await t.deps.db.deleteFrom('portal_user').where('email', '=', 'deleted@example.com').execute();
      expect((await api.get('/private/profile/')).status).toBe(401);
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
      for (const country of ['ZZ', 'Netherlands', 'N', 'XX'])
        expect(
          (await client(t.app).post('/public/user/request', { ...request, country })).json,
          country,
        ).toMatchObject({ code: 'validation_error', field: 'country' });
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
