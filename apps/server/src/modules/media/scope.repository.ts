import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { translation } from '../../db/translation.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { WITHIN_RIGHTS } from './asset-sight.ts';

/** Every asset scope with its name in the best locale. */
export function listScopes(db: Database, locale: RequestLocale) {
  return db
    .selectFrom('asset_scope as s')
    .innerJoinLateral(translation('asset_scope_translation', 'scope_id', 's.id', ['name'], locale), (join) =>
      join.onTrue(),
    )
    .select(['s.id', 's.code', 's.parent_id', 's.position', 't.name'])
    .orderBy('s.position')
    .orderBy('s.id')
    .execute();
}

/** Every asset tag with its name in the best locale. */
export function listTags(db: Database, locale: RequestLocale) {
  return db
    .selectFrom('asset_tag as g')
    .innerJoinLateral(translation('asset_tag_translation', 'tag_id', 'g.id', ['name'], locale), (join) =>
      join.onTrue(),
    )
    .select(['g.id', 'g.code', 'g.position', 't.name'])
    .orderBy('g.position')
    .orderBy('g.id')
    .execute();
}

/** Ids of the tags carried by listed assets, within the given scopes (null: anywhere). */
export async function tagIdsInUse(
  db: Database,
  scopeIds: number[] | null,
  hiddenScopes: readonly number[],
  outOfRights = false,
): Promise<number[]> {
  const rows = await db
    .selectFrom('asset_tag_link as l')
    .select('l.tag_id')
    .distinct()
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('asset as a')
          .select(sql`1`.as('one'))
          .whereRef('a.id', '=', 'l.asset_id')
          .where('a.archived', '=', false)
          .$if(!outOfRights, (q) => q.where(WITHIN_RIGHTS)),
      ),
    )
    // Tags only files in hidden scopes carry are not offered to those who cannot see them.
    .$if(hiddenScopes.length > 0, (q) =>
      q.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('asset_scope_link as h')
              .select(sql`1`.as('one'))
              .whereRef('h.asset_id', '=', 'l.asset_id')
              .where('h.scope_id', 'in', [...hiddenScopes]),
          ),
        ),
      ),
    )
    .$if(scopeIds !== null, (q) =>
      q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('asset_scope_link as s')
            .select(sql`1`.as('one'))
            .whereRef('s.asset_id', '=', 'l.asset_id')
            .where('s.scope_id', 'in', scopeIds!.length ? scopeIds! : [0]),
        ),
      ),
    )
    .execute();
  return rows.map((r) => r.tag_id);
}
