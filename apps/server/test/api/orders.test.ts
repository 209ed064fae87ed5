import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/lib/passwords.ts';
import { client, signIn } from '../support/http.ts';
import { startSmtp } from '../support/smtp.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const OPERATOR = 'orders@vitrine.test';
const delivery = {
  name: 'Atelier Nord',
  street: 'Hafenstraße',
  street_number: '7a',
  zip_code: '20457',
  city: 'Hamburg',
  country: 'DE',
};

describe.each(dialects)('orders on %s', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let user: ReturnType<typeof client>;
  let other: ReturnType<typeof client>;
  let guest: ReturnType<typeof client>;
  let products: { id: number; sku: string }[];
  let archivedId: number;

  /** Rows of both order tables: a refused order must leave them as they were. */
  const counts = async () => {
    const count = async (table: 'customer_order' | 'customer_order_line') =>
      Number(
        (
          await t.deps.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return [await count('customer_order'), await count('customer_order_line')];
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url, OPERATOR_EMAIL: OPERATOR });
    ({ api: user } = await signIn(t.app));
    await t.deps.db
      .insertInto('portal_user')
      .values({
        email: 'other@example.com',
        username: 'other@example.com',
        password_hash: await hashPassword('other-password-1'),
        first_name: 'Olga',
        last_name: 'Other',
      })
      .execute();
    ({ api: other } = await signIn(t.app, 'other@example.com', 'other-password-1'));
    const config = (await client(t.app).get('/public/config/')).json;
    guest = client(t.app, { token: config.setup.guest_token });
    const rows = await t.deps.db
      .selectFrom('product')
      .select(['id', 'sku'])
      .where('status', '=', true)
      .where('archived', '=', false)
      .orderBy('id')
      .limit(4)
      .execute();
    products = rows.slice(0, 3);
    archivedId = rows[3].id;
    await t.deps.db.updateTable('product').set({ archived: true }).where('id', '=', archivedId).execute();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("lists the demo user's orders newest first, with their lines and the total", async () => {
    const r = await user.get('/private/order/');
    expect(r.status).toBe(200);
    expect(r.json.total).toBe(3);
    expect(r.json.results.map((o: { status: string }) => o.status)).toEqual([
      'received',
      'confirmed',
      'shipped',
    ]);
    const created = r.json.results.map((o: { created: number }) => o.created);
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    expect(created[0]).toBeLessThan(Date.now() / 1000 + 1);
    expect(created[0]).toBeGreaterThan(Date.now() / 1000 - 3 * 86_400);
    expect(r.json.results[0].lines.length).toBeGreaterThan(0);
    expect((await other.get('/private/order/')).json).toEqual({ results: [], total: 0 });
  });

  it('stores an order as received, answers it, lists it first and mails it to the operators', async () => {
    const order = {
      lines: [
        { product_id: products[0].id, quantity: 3, note: 'Matte finish' },
        { product_id: products[1].id, quantity: 10_000 },
      ],
      reference: 'PO-77',
      delivery: { ...delivery, country: 'de' },
      note: 'Please call before delivery.\nGate code 4711.',
    };
    const r = await user.post('/private/order/', { order });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      status: 'received',
      reference: 'PO-77',
      delivery,
      note: order.note,
      lines: [
        { product_id: products[0].id, sku: products[0].sku, quantity: 3, note: 'Matte finish' },
        { product_id: products[1].id, sku: products[1].sku, quantity: 10_000, note: '' },
      ],
    });
    expect(r.json.lines[0].name).not.toBe('');
    expect(Math.abs(r.json.created - Date.now() / 1000)).toBeLessThan(60);

    const detail = await user.get(`/private/order/${r.json.id}`);
    expect(detail.json).toEqual(r.json);
    const list = await user.get('/private/order/?limit=1');
    expect(list.json.total).toBe(4);
    expect(list.json.results[0].id).toBe(r.json.id);

    const mail = await smtp.waitFor(OPERATOR, 10_000, new RegExp(`New order ${r.json.id}\\b`));
    expect(mail.subject).toBe(`New order ${r.json.id} from Dana Demo (PO-77)`);
    expect(mail.replyTo?.value[0].address).toBe('demo@vitrine.example');
    expect(mail.text).toContain(`3 × ${products[0].sku}`);
    expect(mail.text).toContain('Note: Matte finish');
    expect(mail.text).toContain('Hafenstraße 7a');
    expect(mail.text).toContain('Germany');
    expect(mail.text).toContain('Gate code 4711.');
  });

  it('pages by limit and page, or by offset', async () => {
    const all = (await user.get('/private/order/?limit=100')).json.results.map((o: { id: number }) => o.id);
    const page2 = await user.get('/private/order/?limit=2&page=2');
    expect(page2.json.results.map((o: { id: number }) => o.id)).toEqual(all.slice(2, 4));
    const offset = await user.get('/private/order/?limit=2&page=5&offset=1');
    expect(offset.json.results.map((o: { id: number }) => o.id)).toEqual(all.slice(1, 3));
    expect((await user.get('/private/order/?limit=0')).status).toBe(400);
    expect((await user.get('/private/order/?limit=101')).status).toBe(400);
  });

  it("never shows another user's order: the same 404 as an unknown id", async () => {
    const mine = (await user.get('/private/order/')).json.results[0].id;
    const theirs = await other.get(`/private/order/${mine}`);
    expect(theirs.status).toBe(404);
    expect(theirs.json.code).toBe('order_not_found');
    const unknown = await other.get('/private/order/999999');
    expect(unknown.json).toEqual(theirs.json);
    expect((await user.get('/private/order/abc')).status).toBe(400);
  });

  it('refuses guests with a clear code and stores nothing', async () => {
    const before = await counts();
    const r = await guest.post('/private/order/', {
      order: { lines: [{ product_id: products[0].id, quantity: 1 }], delivery },
    });
    expect(r.status).toBe(403);
    expect(r.json.code).toBe('guest_read_only');
    expect((await guest.get('/private/order/')).status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('keeps markup in notes as plain text and never sends it as HTML', async () => {
    const note = '<script>alert("x")</script> <b>bold</b> & 3 < 5';
    const r = await user.post('/private/order/', {
      order: { lines: [{ product_id: products[2].id, quantity: 1, note }], delivery, note },
    });
    expect(r.status).toBe(200);
    expect(r.json.note).toBe(note);
    expect((await user.get(`/private/order/${r.json.id}`)).json.lines[0].note).toBe(note);
    const mail = await smtp.waitFor(OPERATOR, 10_000, new RegExp(`New order ${r.json.id}\\b`));
    expect(mail.html).toBe(false);
    expect(mail.text).toContain(note);
  });

  it('refuses bad orders with a JSON 400 naming the field, storing nothing', async () => {
    const line = { product_id: 0, quantity: 1 };
    const valid = () => ({ lines: [{ ...line, product_id: products[0].id }], delivery: { ...delivery } });
    const cases: [string, unknown, string | RegExp][] = [
      [
        'unknown product',
        { ...valid(), lines: [{ ...line, product_id: 99_999_999 }] },
        'order.lines.0.product_id',
      ],
      [
        'archived product',
        { ...valid(), lines: [valid().lines[0], { ...line, product_id: archivedId }] },
        'order.lines.1.product_id',
      ],
      [
        'zero quantity',
        { ...valid(), lines: [{ ...valid().lines[0], quantity: 0 }] },
        'order.lines.0.quantity',
      ],
      [
        'huge quantity',
        { ...valid(), lines: [{ ...valid().lines[0], quantity: 10_001 }] },
        'order.lines.0.quantity',
      ],
      [
        'fractional quantity',
        { ...valid(), lines: [{ ...valid().lines[0], quantity: 1.5 }] },
        'order.lines.0.quantity',
      ],
      [
        'quantity as text',
        { ...valid(), lines: [{ ...valid().lines[0], quantity: '2' }] },
        'order.lines.0.quantity',
      ],
      [
        'product id as text',
        { ...valid(), lines: [{ ...line, product_id: String(products[0].id) }] },
        'order.lines.0.product_id',
      ],
      ['no lines', { ...valid(), lines: [] }, 'order.lines'],
      ['201 lines', { ...valid(), lines: Array(201).fill(valid().lines[0]) }, 'order.lines'],
      ['unknown country', { ...valid(), delivery: { ...delivery, country: 'XX' } }, 'order.delivery.country'],
      [
        'country name',
        { ...valid(), delivery: { ...delivery, country: 'Germany' } },
        'order.delivery.country',
      ],
      ['no city', { ...valid(), delivery: { ...delivery, city: ' ' } }, 'order.delivery.city'],
      [
        'markup in a name',
        { ...valid(), delivery: { ...delivery, name: '<img src=x>' } },
        'order.delivery.name',
      ],
      ['control character in the note', { ...valid(), note: 'a\u0007b' }, 'order.note'],
      ['NUL in the note', { ...valid(), note: 'a\u0000b' }, 'order.note'],
      ['long note', { ...valid(), note: 'x'.repeat(5001) }, 'order.note'],
      [
        'long line note',
        { ...valid(), lines: [{ ...valid().lines[0], note: 'x'.repeat(501) }] },
        'order.lines.0.note',
      ],
      ['long reference', { ...valid(), reference: 'x'.repeat(101) }, 'order.reference'],
      ['unknown field', { ...valid(), status: 'shipped' }, 'order'],
      ['no delivery', { lines: valid().lines }, 'order.delivery'],
      ['order as a list', [valid()], 'order'],
    ];
    const before = await counts();
    for (const [name, order, field] of cases) {
      const r = await user.post('/private/order/', { order });
      expect(r.status, name).toBe(400);
      expect(r.json.code, name).toMatch(/^(validation_error|unknown_product)$/);
      expect(r.json.field, name).toBe(field);
      expect(typeof r.json.message, name).toBe('string');
    }
    for (const body of [{}, { order: valid(), user_id: 1 }, '{"order": ']) {
      const r = await user.post('/private/order/', body, { 'content-type': 'application/json' });
      expect(r.status).toBe(400);
      expect(typeof r.json.code).toBe('string');
    }
    expect(await counts()).toEqual(before);
  });
});
