import {
  SIGHT_KINDS,
  type ConsoleGroupVisibility,
  type GroupHidden,
  type SightItem,
  type SightKind,
} from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { Principal } from '../../lib/principal.ts';
import { listGroups } from '../auth/index.ts';
import { categoryTree } from '../categories/index.ts';
import { contentCategoryTree } from '../contents/index.ts';
import { formNames } from '../forms/index.ts';
import { scopeTree } from '../media/index.ts';
import { EVERYTHING, hiddenFromGroup, hideFromGroup, type HiddenKind } from '../visibility/index.ts';
import { recordChange } from './audit.service.ts';
import { administrator } from './users.service.ts';

/** How each kind is stored. */
const STORED: Record<SightKind, HiddenKind> = {
  categories: 'category',
  scopes: 'asset_scope',
  contentCategories: 'content_category',
  forms: 'form',
};

interface Node {
  id: number;
  code: string;
  children: Node[];
}

/** A tree's nodes in order, each with its depth. */
function flatten<N extends Node>(nodes: N[], name: (node: N) => string, depth = 0): SightItem[] {
  return nodes.flatMap((node) => [
    { id: node.id, code: node.code, name: name(node), depth },
    ...flatten(node.children as N[], name, depth + 1),
  ]);
}

/** Everything a group could be kept from seeing, named in the operator's language. */
async function sightOptions(deps: Deps, locale: RequestLocale): Promise<ConsoleGroupVisibility['options']> {
  const [categories, scopes, contentCategories, forms] = await Promise.all([
    categoryTree(deps.db, locale, undefined, EVERYTHING.categories),
    scopeTree(deps, locale, EVERYTHING),
    contentCategoryTree(deps, locale, EVERYTHING),
    formNames(deps.db, locale),
  ]);
  return {
    categories: flatten(categories, (c) => c.title || c.code),
    scopes: flatten(scopes, (s) => s.name || s.code),
    contentCategories: flatten(contentCategories, (c) => c.title || c.code),
    forms: forms.map((f) => ({ id: f.id, code: f.code, name: f.name || f.code, depth: 0 })),
  };
}

async function visibilityNow(deps: Deps, groupId: number, locale: RequestLocale) {
  const [stored, options] = await Promise.all([
    hiddenFromGroup(deps.db, groupId),
    sightOptions(deps, locale),
  ]);
  const hidden = Object.fromEntries(SIGHT_KINDS.map((kind) => [kind, stored[STORED[kind]]])) as GroupHidden;
  return { hidden, options };
}

/** The group's code (its lasting name in the audit log); a 404 for an unknown group. */
async function knownGroup(deps: Deps, groupId: number, locale: RequestLocale): Promise<string> {
  const group = (await listGroups(deps.db, locale)).find((g) => g.id === groupId);
  if (!group) throw notFound('There is no such group', 'unknown_group');
  return group.code;
}

/** What a group's members do not see, with everything that could be hidden. */
export async function groupVisibility(
  deps: Deps,
  principal: Principal,
  groupId: number,
  locale: RequestLocale,
): Promise<ConsoleGroupVisibility> {
  await administrator(deps, principal);
  await knownGroup(deps, groupId, locale);
  return visibilityNow(deps, groupId, locale);
}

/**
 * Replaces what a group's members do not see (an unknown item is a 400 naming it); the change and
 * its audit entry are written together. Lists follow within the visibility cache's few seconds.
 */
export async function changeGroupVisibility(
  deps: Deps,
  principal: Principal,
  groupId: number,
  hidden: GroupHidden,
  locale: RequestLocale,
): Promise<ConsoleGroupVisibility> {
  const actor = await administrator(deps, principal);
  const code = await knownGroup(deps, groupId, locale);
  const before = await visibilityNow(deps, groupId, locale);
  for (const kind of SIGHT_KINDS) {
    const known = new Set(before.options[kind].map((item) => item.id));
    const index = hidden[kind].findIndex((id) => !known.has(id));
    if (index >= 0) throw badRequest(`There is no such item: ${hidden[kind][index]}`, `${kind}.${index}`);
  }
  const unique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);
  const next = Object.fromEntries(SIGHT_KINDS.map((kind) => [kind, unique(hidden[kind])])) as GroupHidden;
  const codes = (kind: SightKind, ids: number[]) =>
    ids.map((id) => before.options[kind].find((item) => item.id === id)?.code ?? String(id));
  const audited = (h: GroupHidden) => Object.fromEntries(SIGHT_KINDS.map((k) => [k, codes(k, h[k])]));
  await deps.db.transaction().execute(async (trx) => {
    await hideFromGroup(
      trx,
      groupId,
      Object.fromEntries(SIGHT_KINDS.map((kind) => [STORED[kind], next[kind]])) as Record<
        HiddenKind,
        number[]
      >,
    );
    await recordChange(trx, actor, {
      action: 'group.visibility_changed',
      target: { kind: 'group', id: groupId, label: code },
      before: audited(before.hidden),
      after: audited(next),
    });
  });
  return { hidden: next, options: before.options };
}
