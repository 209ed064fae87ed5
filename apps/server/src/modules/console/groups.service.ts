import type { ConsoleGroup, ConsoleGroupChange, ConsoleGroupCreate } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { Principal } from '../../lib/principal.ts';
import {
  groupCodeTaken,
  groupNames,
  insertRegistrationGroup,
  listGroups,
  nextGroupPosition,
  requireAdministrator,
  updateRegistrationGroup,
} from '../auth/index.ts';
import { recordChange } from './audit.service.ts';
import { administrator } from './users.service.ts';

/** Every registration group, in order, with its name here, its names by locale and its members. */
export async function groupList(
  deps: Deps,
  principal: Principal,
  locale: RequestLocale,
): Promise<ConsoleGroup[]> {
  await requireAdministrator(deps.db, principal);
  return groupsNow(deps, locale);
}

async function groupsNow(deps: Deps, locale: RequestLocale): Promise<ConsoleGroup[]> {
  const rows = await listGroups(deps.db, locale);
  const names = await groupNames(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...row, names: names.get(row.id) ?? {}, members: Number(row.members ?? 0) }));
}

async function groupNow(deps: Deps, id: number, locale: RequestLocale): Promise<ConsoleGroup> {
  const group = (await groupsNow(deps, locale)).find((g) => g.id === id);
  if (!group) throw notFound('There is no such group', 'unknown_group');
  return group;
}

/** What the audit log keeps of a group. */
const audited = (group: Pick<ConsoleGroup, 'code' | 'names' | 'is_public' | 'position'>) => ({
  code: group.code,
  names: group.names,
  is_public: group.is_public,
  position: group.position,
});

/** Makes a group, last in order; its code is its lasting identity (409 when taken). */
export async function createGroup(
  deps: Deps,
  principal: Principal,
  input: ConsoleGroupCreate,
  locale: RequestLocale,
): Promise<ConsoleGroup> {
  const actor = await administrator(deps, principal);
  if (await groupCodeTaken(deps.db, input.code))
    throw conflict('A group has this code already', 'conflict', 'code');
  const id = await deps.db.transaction().execute(async (trx) => {
    const position = await nextGroupPosition(trx);
    const created = await insertRegistrationGroup(trx, {
      code: input.code,
      position,
      isPublic: input.is_public,
      names: input.names,
    });
    await recordChange(trx, actor, {
      action: 'group.created',
      target: { kind: 'group', id: created, label: input.code },
      after: audited({ ...input, position }),
    });
    return created;
  });
  return groupNow(deps, id, locale);
}

/** Renames a group, opens or closes it to self-registration, or moves it. */
export async function changeGroup(
  deps: Deps,
  principal: Principal,
  id: number,
  change: ConsoleGroupChange,
  locale: RequestLocale,
): Promise<ConsoleGroup> {
  const actor = await administrator(deps, principal);
  const before = await groupNow(deps, id, locale);
  await deps.db.transaction().execute(async (trx) => {
    await updateRegistrationGroup(trx, id, {
      isPublic: change.is_public,
      position: change.position,
      names: change.names,
    });
    await recordChange(trx, actor, {
      action: 'group.changed',
      target: { kind: 'group', id, label: before.code },
      before: audited(before),
      after: audited({ ...before, ...change }),
    });
  });
  return groupNow(deps, id, locale);
}
