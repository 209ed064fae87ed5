import type { Order } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import { countryOptions } from './countries.ts';

/** Who sent an order, as the operators need to answer them. */
export interface OrderSender {
  email: string;
  first_name: string;
  last_name: string;
}

/**
 * The operators' notice of a new order: plain text only, so whatever a note holds (markup
 * included) is read as typed and never rendered; replies go to the customer.
 */
export function orderMail(order: Order, sender: OrderSender, operator: string) {
  const name = `${sender.first_name} ${sender.last_name}`.trim() || sender.email;
  const d = order.delivery;
  const country = countryOptions('en').find((c) => c.alpha_code === d.country)?.name ?? d.country;
  const lines = order.lines.map(
    (l) => `${l.quantity} × ${l.sku} ${l.name}${l.note ? `\n    Note: ${l.note}` : ''}`,
  );
  const text = [
    `Order ${order.id} from ${name} <${sender.email}>` +
      (order.reference ? `, reference ${order.reference}` : ''),
    lines.join('\n'),
    ['Deliver to:', d.name, `${d.street} ${d.street_number}`, `${d.zip_code} ${d.city}`, country].join('\n'),
    order.note ? `Note:\n${order.note}` : '',
  ].filter(Boolean);
  return {
    to: operator,
    replyTo: sender.email,
    // One line, whatever a name holds: a subject never carries a header break.
    subject: (`New order ${order.id} from ${name}` + (order.reference ? ` (${order.reference})` : ''))
      .replace(/[\r\n]+/g, ' ')
      .slice(0, 200),
    text: text.join('\n\n'),
  };
}

/** Tells the operators of an order when `OPERATOR_EMAIL` is set. */
export async function notifyOperators(deps: Deps, order: Order, sender: OrderSender): Promise<void> {
  if (!deps.config.operatorEmail) return;
  await deps.mailer.send(orderMail(order, sender, deps.config.operatorEmail));
}
