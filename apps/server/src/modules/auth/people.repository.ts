import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PeopleIds } from '../../db/day-range.ts';
import { containsPattern } from '../../db/like-pattern.ts';

// People as another area's console list names and finds them: by name or e-mail address.

/** The ids of the accounts whose name or e-mail address holds `text`, as a subquery to filter by. */
export function peopleMatching(db: Database, text: string): PeopleIds {
  const pattern = containsPattern(text);
  return db
    .selectFrom('portal_user as u')
    .select('u.id')
    .where((eb) =>
      eb.or([
        eb('u.email', 'ilike', pattern),
        eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
        eb(sql<string>`u.last_name || ' ' || u.first_name`, 'ilike', pattern),
      ]),
    );
}

/** Name, e-mail address, company and language (mails) of the accounts of `ids`, by id (unknown ids left out); one query. */
export async function personCards(db: Database, ids: readonly number[]) {
  if (!ids.length)
    return new Map<number, { name: string; email: string; company: string; locale: string | null }>();
  const rows = await db
    .selectFrom('portal_user')
    .select(['id', 'first_name', 'last_name', 'email', 'company', 'locale'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        name: `${r.first_name} ${r.last_name}`.trim(),
        email: r.email,
        company: r.company,
        locale: r.locale,
      },
    ]),
  );
}
