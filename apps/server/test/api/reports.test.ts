import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/lib/passwords.ts';
import { client, signIn } from '../support/http.ts';
import { startSmtp } from '../support/smtp.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const OPERATOR = 'operators@vitrine.example';

describe.each(dialects)('reports on %s', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let demo: Awaited<ReturnType<typeof signIn>>['api'];
  let demoId: number;
  let other: { id: number; api: typeof demo };
  let admin: { id: number; api: typeof demo };

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, { OPERATOR_EMAIL: OPERATOR, SMTP_URL: smtp.url });
    ({ api: demo } = await signIn(t.app));
    demoId = (await demo.get('/private/profile/')).json.id;
    const password = 'another-long-password-2026';
    const passwordHash = await hashPassword(password);
    const make = async (email: string, first: string, isAdmin: boolean) => {
      const { id } = await t.deps.db
        .insertInto('portal_user')
        .values({
          email,
          username: email,
          password_hash: passwordHash,
          first_name: first,
          last_name: 'Tester',
          is_admin: isAdmin,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, api: (await signIn(t.app, email, password)).api };
    };
    other = await make('other@vitrine.example', 'Olaf', false);
    admin = await make('ada.admin@vitrine.example', 'Ada', true);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('stores a report for its author and mails it to the operators', async () => {
    const r = await demo.post('/private/report/', {
      name: 'Broken link',
      description: 'The datasheet of the Lumio pendant does not open.',
      portal_user: { id: 999 },
    });
    expect(r.status).toBe(200);
    // The author is the signed-in user, whatever the client sent.
    expect(r.json).toMatchObject({ name: 'Broken link', portal_user: { id: demoId } });
    const mail = await smtp.waitFor(OPERATOR, 10_000, /Broken link/);
    expect(mail.subject).toBe('Report: Broken link');
    expect(mail.text).toContain('The datasheet of the Lumio pendant does not open.');
    expect(mail.text).toContain('Dana Demo <demo@vitrine.example>');
    expect(mail.replyTo?.value[0].address).toBe('demo@vitrine.example');
  });

  it('lists the own reports newest first, and every report for an administrator', async () => {
    const first = (
      await other.api.post('/private/report/', { name: 'Typo', description: 'On the home page' })
    ).json;
    const second = (await other.api.post('/private/report/', { name: 'Slow', description: 'Search is slow' }))
      .json;

    const own = await other.api.get('/private/report/');
    expect(own.status).toBe(200);
    expect(own.json.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    const demoList = (await demo.get('/private/report/')).json as { portal_user: { id: number } }[];
    expect(demoList.length).toBeGreaterThan(0);
    expect(demoList.every((r) => r.portal_user.id === demoId)).toBe(true);

    const all = (await admin.api.get('/private/report/')).json as { portal_user: { id: number } }[];
    const authors = new Set(all.map((r) => r.portal_user.id));
    expect(authors).toEqual(new Set([demoId, other.id]));
    expect((await admin.api.get('/private/report/?limit=1&page=2')).json).toHaveLength(1);
    expect((await admin.api.get('/private/report/?limit=0')).status).toBe(400);
  });

  it("answers a report's detail to its author and an administrator, and 404 to anyone else", async () => {
    const mine = (await demo.post('/private/report/', { name: 'Mine', description: 'Only mine' })).json;
    expect((await demo.get(`/private/report/${mine.id}`)).json.name).toBe('Mine');
    const foreign = await other.api.get(`/private/report/${mine.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.json.code).toBe('not_found');
    expect((await admin.api.get(`/private/report/${mine.id}`)).json.description).toBe('Only mine');
    expect((await demo.get('/private/report/999999')).status).toBe(404);
  });

  it('refuses guests and documents every report route', async () => {
    const config = (await client(t.app).get('/public/config/')).json;
    const guest = client(t.app, { token: config.setup.guest_token });
    expect((await guest.get('/private/report/')).status).toBe(403);
    expect((await guest.post('/private/report/', { name: 'x', description: 'y' })).status).toBe(403);

    const doc = (await client(t.app).get('/pim/portal/api/docs/json')).json;
    const routes = Object.entries(
      doc.paths as Record<string, Record<string, { tags: string[]; summary?: string }>>,
    )
      .filter(([path]) => path.includes('/private/report/'))
      .flatMap(([, methods]) => Object.values(methods));
    expect(routes).toHaveLength(3);
    for (const route of routes) {
      expect(route.tags).toEqual(['reports']);
      expect(route.summary).toBeTruthy();
    }
  });
});
