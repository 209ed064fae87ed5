import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/types.ts';

export interface CustomerOrderTable {
  id: Generated<number>;
  user_id: number;
  status: 'received' | 'confirmed' | 'shipped' | 'cancelled';
  reference: string | null;
  delivery_name: string;
  delivery_street: string;
  delivery_street_number: string;
  delivery_zip_code: string;
  delivery_city: string;
  delivery_country: string;
  note: Generated<string>;
  locale: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface CustomerOrderLineTable {
  order_id: number;
  position: number;
  product_id: number | null;
  sku: string;
  name: string;
  quantity: number;
  note: Generated<string>;
}

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    customer_order: CustomerOrderTable;
    customer_order_line: CustomerOrderLineTable;
  }
}
