import type { Insertable, Kysely } from 'kysely';
import type { Database } from './database.ts';
import type { DB } from './types.ts';

/** Tables whose rows an import names by a unique `code`. */
type CodedTable = 'form_category' | 'content_category';

/** Writes a row by its unique code: inserted with `columns`, or those set on the stored row; answers its id. */
export async function upsertByCode<T extends CodedTable>(
  db: Database,
  table: T,
  code: string,
  columns: Omit<Insertable<DB[T]>, 'id' | 'code'>,
): Promise<number> {
  // The table is a type parameter: Kysely cannot check the columns against it here, the signature did.
  const untyped = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const { id } = await untyped
    .insertInto(table as string)
    .values({ ...columns, code })
    .onConflict((oc) => oc.column('code').doUpdateSet(columns))
    .returning('id')
    .executeTakeFirstOrThrow();
  return id as number;
}
