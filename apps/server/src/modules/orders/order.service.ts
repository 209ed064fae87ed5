import type { Order, OrderInput, OrderList, OrderListQuery } from '@vitrine/contract';
import { insertOrder } from './order.writer.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { UserPrincipal } from '../../lib/principal.ts';
import { userProfileRow } from '../auth/index.ts';
import { orderableProducts } from '../products/index.ts';
import { notifyOperators } from './order-mail.ts';
import { findOwnOrder, orderLines, orderPage, type OrderLineRow, type OrderRow } from './order.repository.ts';

const seconds = (date: Date) => Math.floor(new Date(date).getTime() / 1000);

function toOrder(row: OrderRow, lines: OrderLineRow[]): Order {
  return {
    id: row.id,
    status: row.status,
    reference: row.reference,
    delivery: {
      name: row.delivery_name,
      street: row.delivery_street,
      street_number: row.delivery_street_number,
      zip_code: row.delivery_zip_code,
      city: row.delivery_city,
      country: row.delivery_country,
    },
    note: row.note,
    lines: lines.map((l) => ({
      product_id: l.product_id,
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      note: l.note,
    })),
    created: seconds(row.created_at),
    updated: seconds(row.updated_at),
  };
}

/** The rows as answers, each with its lines. */
async function withLines(deps: Deps, rows: OrderRow[]): Promise<Order[]> {
  const lines = await orderLines(
    deps.db,
    rows.map((r) => r.id),
  );
  const byOrder = new Map<number, OrderLineRow[]>();
  for (const l of lines) byOrder.set(l.order_id, [...(byOrder.get(l.order_id) ?? []), l]);
  return rows.map((r) => toOrder(r, byOrder.get(r.id) ?? []));
}

/**
 * Stores an order as `received`, its products' SKUs and names kept as they are now, and tells the
 * operators. Every product must be orderable, else nothing is stored. The order is the user's
 * whatever the mail does: a failed notice is logged, not answered (a retry would order twice).
 */
export async function placeOrder(
  deps: Deps,
  principal: UserPrincipal,
  input: OrderInput,
  locale: RequestLocale,
  log: (error: unknown) => void,
): Promise<Order> {
  const ids = [...new Set(input.lines.map((l) => l.product_id))];
  const products = new Map((await orderableProducts(deps.db, ids, locale)).map((p) => [p.id, p]));
  const missing = input.lines.findIndex((l) => !products.has(l.product_id));
  if (missing >= 0) {
    throw badRequest(
      `order.lines.${missing}.product_id: product ${input.lines[missing].product_id} cannot be ordered`,
      `order.lines.${missing}.product_id`,
      'unknown_product',
    );
  }
  const d = input.delivery;
  const lines = input.lines.map((l) => {
    const product = products.get(l.product_id)!;
    return {
      product_id: l.product_id,
      sku: product.sku,
      name: product.name ?? product.sku,
      quantity: l.quantity,
      note: l.note ?? '',
    };
  });
  const row = await deps.db.transaction().execute((trx) =>
    insertOrder(
      trx,
      {
        user_id: principal.userId,
        status: 'received',
        reference: input.reference || null,
        delivery_name: d.name,
        delivery_street: d.street,
        delivery_street_number: d.street_number,
        delivery_zip_code: d.zip_code,
        delivery_city: d.city,
        delivery_country: d.country,
        note: input.note ?? '',
        locale: locale.code,
      },
      lines,
    ),
  );
  const order = toOrder(
    row,
    lines.map((l) => ({ ...l, order_id: row.id })),
  );
  void userProfileRow(deps.db, principal.userId)
    .then((sender) => sender && notifyOperators(deps, order, sender))
    .catch(log);
  return order;
}

/** A page of the user's orders, newest first; `offset` wins over `page`. */
export async function listOrders(
  deps: Deps,
  principal: UserPrincipal,
  query: OrderListQuery,
): Promise<OrderList> {
  const offset = query.offset ?? (query.page - 1) * query.limit;
  const { rows, total } = await orderPage(deps.db, principal.userId, query.limit, offset);
  return { results: await withLines(deps, rows), total };
}

/** One of the user's orders; another user's answers the same 404 as an unknown one. */
export async function orderById(deps: Deps, principal: UserPrincipal, id: number): Promise<Order> {
  const row = await findOwnOrder(deps.db, id, principal.userId);
  if (!row) throw notFound('Order not found', 'order_not_found');
  return (await withLines(deps, [row]))[0];
}
