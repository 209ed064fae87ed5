import type { Database } from '../../db/database.ts';
import type { insertOrder } from './order.writer.ts';

export const ORDER_COLUMNS = [
  'id',
  'status',
  'reference',
  'delivery_name',
  'delivery_street',
  'delivery_street_number',
  'delivery_zip_code',
  'delivery_city',
  'delivery_country',
  'note',
  'created_at',
  'updated_at',
] as const;

export type OrderRow = Awaited<ReturnType<typeof insertOrder>>;

/** One page of a user's orders, newest first, and how many they have in all. */
export async function orderPage(db: Database, userId: number, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('customer_order')
      .select(ORDER_COLUMNS)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('customer_order')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A user's order; undefined for another user's or an unknown one alike. */
export function findOwnOrder(db: Database, id: number, userId: number) {
  return db
    .selectFrom('customer_order')
    .select(ORDER_COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The lines of the given orders, in order. */
export function orderLines(db: Database, orderIds: number[]) {
  return db
    .selectFrom('customer_order_line')
    .select(['order_id', 'product_id', 'sku', 'name', 'quantity', 'note'])
    .where('order_id', 'in', orderIds.length ? orderIds : [0])
    .orderBy('order_id')
    .orderBy('position')
    .execute();
}
export type OrderLineRow = Awaited<ReturnType<typeof orderLines>>[number];
