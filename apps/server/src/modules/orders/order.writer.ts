import type { Insertable } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ORDER_COLUMNS } from './order.repository.ts';
import type { CustomerOrderLineTable, CustomerOrderTable } from './order.tables.ts';

// An order and its lines as one write (the order service, the demo's orders).

/** Writes an order with its lines (in a transaction the caller holds); answers its row. */
export async function insertOrder(
  db: Database,
  order: Insertable<CustomerOrderTable>,
  lines: Omit<Insertable<CustomerOrderLineTable>, 'order_id' | 'position'>[],
) {
  const row = await db
    .insertInto('customer_order')
    .values(order)
    .returning(ORDER_COLUMNS)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('customer_order_line')
    .values(lines.map((line, position) => ({ ...line, order_id: row.id, position })))
    .execute();
  return row;
}
