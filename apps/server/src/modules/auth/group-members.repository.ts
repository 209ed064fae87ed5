import type { Database } from '../../db/database.ts';
import type { PeopleIds } from '../../db/day-range.ts';

/** The ids of a registration group's members, as a subquery another area's query filters by. */
export function groupMemberIds(db: Database, groupId: number): PeopleIds {
  return db.selectFrom('portal_user').select('id').where('group_id', '=', groupId);
}
