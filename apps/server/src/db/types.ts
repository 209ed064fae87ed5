import type { ColumnType } from 'kysely';

/** A timestamp column: read as a Date, written as a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Attribute values by attribute code, as products keep them (JSONB). */
export type AttributeValues = Record<string, string | number | boolean | string[] | null>;

/**
 * The database's tables. Each area declares the tables it owns beside its repositories, in its
 * `<area>.tables.ts`, and merges them into this interface, so the infrastructure knows no area's
 * schema and a table's shape is read where its SQL is written.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DB {}
