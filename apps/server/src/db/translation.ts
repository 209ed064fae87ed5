import { sql, type AliasedRawBuilder, type Selectable } from 'kysely';
import { localePreference, type RequestLocale } from '../lib/locale.ts';
import type { DB } from './types.ts';

/** Tables holding per-locale texts of another table's rows. */
type TranslationTable = Extract<keyof DB, `${string}_translation`>;
type Row<T extends TranslationTable> = Selectable<DB[T]>;

/**
 * The best translation of each row as a lateral subquery aliased `t`: the requested locale, else
 * the same language, else the default locale, else any (the portal's one fallback rule, spec 3).
 * Join it with `leftJoinLateral` (rows without any translation stay) or `innerJoinLateral`.
 *
 * @example
 * db.selectFrom('category as c')
 *   .innerJoinLateral(translation('category_translation', 'category_id', 'c.id', ['title'], locale), (j) => j.onTrue())
 *   .select(['c.id', 't.title'])
 */
export function translation<T extends TranslationTable, C extends keyof Row<T> & string>(
  table: T,
  ownerKey: keyof Row<T> & string,
  ownerId: string,
  columns: readonly C[],
  locale: RequestLocale,
): AliasedRawBuilder<Pick<Row<T>, C>, 't'> {
  return translationAs('t', table, ownerKey, ownerId, columns, locale);
}

/** `translation` under another alias, for a query joining two translated tables. */
export function translationAs<A extends string, T extends TranslationTable, C extends keyof Row<T> & string>(
  alias: A,
  table: T,
  ownerKey: keyof Row<T> & string,
  ownerId: string,
  columns: readonly C[],
  locale: RequestLocale,
): AliasedRawBuilder<Pick<Row<T>, C>, A> {
  const selected = sql.join(columns.map((c) => sql.ref(`t.${c}`)));
  return sql<Pick<Row<T>, C>>`(select ${selected} from ${sql.table(table)} as t
    where ${sql.ref(`t.${ownerKey}`)} = ${sql.ref(ownerId)}
    order by ${localePreference('t.locale', locale)} limit 1)`.as(alias);
}
