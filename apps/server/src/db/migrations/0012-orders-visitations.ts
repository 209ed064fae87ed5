import { type Kysely, sql } from 'kysely';

/**
 * Orders a user sends (samples, brochures) with their lines, kept as sent; visits of field staff
 * to customer addresses; and who does visits (`visitation_staff`: field staff may be assigned, a
 * planner also plans and assigns). `order` is a keyword, hence `customer_order`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_order')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('portal_user.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('received', 'confirmed', 'shipped', 'cancelled')`),
    )
    .addColumn('reference', 'text')
    .addColumn('delivery_name', 'text', (c) => c.notNull())
    .addColumn('delivery_street', 'text', (c) => c.notNull())
    .addColumn('delivery_street_number', 'text', (c) => c.notNull())
    .addColumn('delivery_zip_code', 'text', (c) => c.notNull())
    .addColumn('delivery_city', 'text', (c) => c.notNull())
    .addColumn('delivery_country', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    // The language the product names were taken in.
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A user's orders, newest first.
  await db.schema
    .createIndex('customer_order_user_idx')
    .on('customer_order')
    .columns(['user_id', 'created_at desc', 'id desc'])
    .execute();

  await db.schema
    .createTable('customer_order_line')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('customer_order.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    // The product may go; the line keeps its SKU and name as ordered.
    .addColumn('product_id', 'integer', (c) => c.references('product.id').onDelete('set null'))
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity between 1 and 10000`))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('customer_order_line_pk', ['order_id', 'position'])
    .execute();
  await db.schema
    .createIndex('customer_order_line_product_idx')
    .on('customer_order_line')
    .column('product_id')
    .execute();

  await db.schema
    .createTable('visitation_staff')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('portal_user.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('field', 'planner')`))
    .execute();

  await db.schema
    .createTable('visitation')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('requester_id', 'integer', (c) => c.notNull().references('portal_user.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('requested', 'planned', 'done', 'cancelled')`),
    )
    .addColumn('address_name', 'text', (c) => c.notNull())
    .addColumn('address_street', 'text', (c) => c.notNull())
    .addColumn('address_street_number', 'text', (c) => c.notNull())
    .addColumn('address_zip_code', 'text', (c) => c.notNull())
    .addColumn('address_city', 'text', (c) => c.notNull())
    .addColumn('address_country', 'text', (c) => c.notNull())
    .addColumn('address_details', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('wished_date', 'date', (c) => c.notNull())
    // 'HH:MM' in the portal's local time; both or neither.
    .addColumn('time_from', 'text')
    .addColumn('time_to', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('planned_date', 'date')
    .addColumn('assigned_user_id', 'integer', (c) => c.references('portal_user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'visitation_time_window_ck',
      sql`(time_from is null and time_to is null) or (time_from < time_to)`,
    )
    .addCheckConstraint(
      'visitation_planned_ck',
      sql`status not in ('planned', 'done') or planned_date is not null`,
    )
    .execute();
  await db.schema
    .createIndex('visitation_requester_idx')
    .on('visitation')
    .columns(['requester_id', 'created_at desc', 'id desc'])
    .execute();
  await sql`create index visitation_assigned_idx on visitation (assigned_user_id) where assigned_user_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['visitation', 'visitation_staff', 'customer_order_line', 'customer_order']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
