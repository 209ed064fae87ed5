import type { Database } from '../db/database.ts';
import { insertOrder } from '../modules/orders/index.ts';
import { firstProducts } from '../modules/products/index.ts';
import { insertVisitation, setStaffRole } from '../modules/visitations/index.ts';
import { DEMO_USER } from './demo-config.ts';

const DAY = 86_400_000;
/** A day relative to today, `YYYY-MM-DD`: the demo's visits stay upcoming whenever it is seeded. */
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const ago = (days: number) => new Date(Date.now() - days * DAY);

const OFFICE = {
  address_name: 'Vitrine Demo B.V.',
  address_street: 'Keizersgracht',
  address_street_number: '123',
  address_zip_code: '1015 CJ',
  address_city: 'Amsterdam',
  address_country: 'NL',
};
const SHOWROOM = {
  address_name: 'Showroom Rotterdam',
  address_street: 'Witte de Withstraat',
  address_street_number: '40',
  address_zip_code: '3012 BR',
  address_city: 'Rotterdam',
  address_country: 'NL',
};

/**
 * The demo user's orders (received, confirmed, shipped) and visitations (requested, planned and
 * assigned to the demo user, done). The demo user plans visits, so every visitation call shows.
 */
export async function seedOrders(db: Database): Promise<void> {
  const user = await db
    .selectFrom('portal_user')
    .select('id')
    .where('email', '=', DEMO_USER.email)
    .executeTakeFirst();
  if (!user) return;
  const products = await firstProducts(db, 5, 'en_GB');
  if (products.length < 3) return;
  const line = (i: number, quantity: number, note = '') => ({
    product_id: products[i].id,
    sku: products[i].sku,
    name: products[i].name ?? products[i].sku,
    quantity,
    note,
  });
  const delivery = {
    delivery_name: 'Vitrine Demo B.V.',
    delivery_street: 'Keizersgracht',
    delivery_street_number: '123',
    delivery_zip_code: '1015 CJ',
    delivery_city: 'Amsterdam',
    delivery_country: 'NL',
    locale: 'en_GB',
  };

  await db.transaction().execute(async (trx) => {
    await setStaffRole(trx, user.id, 'planner');
    await insertOrder(
      trx,
      {
        user_id: user.id,
        status: 'shipped',
        reference: 'PO-2041',
        ...delivery,
        created_at: ago(30),
        updated_at: ago(26),
      },
      [line(0, 2), line(1, 1, 'Finish samples, please')],
    );
    await insertOrder(
      trx,
      {
        user_id: user.id,
        status: 'confirmed',
        reference: null,
        ...delivery,
        note: 'Deliver to the back entrance.',
        created_at: ago(6),
        updated_at: ago(5),
      },
      [line(2, 25, 'Brochures for the trade fair')],
    );
    await insertOrder(
      trx,
      {
        user_id: user.id,
        status: 'received',
        reference: 'PO-2107',
        ...delivery,
        created_at: ago(1),
        updated_at: ago(1),
      },
      [line(3, 1), line(4, 3), line(0, 1)],
    );

    await insertVisitation(trx, {
      requester_id: user.id,
      status: 'done',
      ...OFFICE,
      wished_date: day(-21),
      planned_date: day(-20),
      note: 'Presentation of the new lighting collection.',
      created_at: ago(35),
      updated_at: ago(20),
    });
    await insertVisitation(trx, {
      requester_id: user.id,
      status: 'planned',
      ...SHOWROOM,
      address_details: 'Ring at the side door.',
      wished_date: day(9),
      time_from: '09:00',
      time_to: '12:00',
      planned_date: day(10),
      assigned_user_id: user.id,
      note: 'Measure the new display wall.',
      created_at: ago(4),
      updated_at: ago(2),
    });
    await insertVisitation(trx, {
      requester_id: user.id,
      status: 'requested',
      ...OFFICE,
      address_details: 'Second floor, ask for the buyer.',
      wished_date: day(21),
      time_from: '13:00',
      time_to: '16:00',
      note: 'Advice on the autumn assortment.',
      created_at: ago(0),
      updated_at: ago(0),
    });
  });
}
