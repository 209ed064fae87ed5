import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { insertTranslations, oneColumn, replaceTranslations } from '../../db/translation-writer.ts';
import type { RemovalOutcome } from '../../lib/removal.ts';

// The attributes' writer: attributes, their options and the attribute sets, as the reference
// imports plan them (a change per row: created without an id, else replaced).

/** An attribute to write. */
export interface AttributeChange {
  id: number | null;
  code: string;
  type: string;
  position: number;
  localizable: boolean;
  searchable: boolean;
  labels: Record<string, string>;
  postFix: string | null;
}

/** A coded entry of a list (an attribute's option; an asset tag) with its labels by locale. */
export interface CodedChange {
  id: number | null;
  /** The group it belongs to (an option's attribute), null for a list without groups. */
  groupId: number | null;
  code: string;
  position: number;
  labels: Record<string, string>;
}

/** An attribute set with its names and its groups of attributes, in order. */
export interface AttributeSetChange {
  id: number | null;
  code: string;
  names: Record<string, string>;
  groups: { code: string; attributes: string[]; names: Record<string, string> }[];
}

/**
 * Writes an attribute, its labels (other texts such as help stay) and a boolean's yes/no options,
 * labelled `yesNo` by locale.
 */
export async function writeAttribute(
  db: Database,
  change: AttributeChange,
  yesNo: Record<string, { true: string; false: string }>,
): Promise<void> {
  const values = {
    code: change.code,
    type: change.type,
    localizable: change.localizable,
    searchable: change.searchable,
  };
  let id = change.id;
  if (id === null)
    ({ id } = await db
      .insertInto('attribute')
      .values({ ...values, position: change.position })
      .returning('id')
      .executeTakeFirstOrThrow());
  else await db.updateTable('attribute').set(values).where('id', '=', id).execute();
  const texts = Object.entries(change.labels).map(([locale, label]) => [
    locale,
    { label, display_name: label, post_fix: change.postFix },
  ]);
  await replaceTranslations(db, 'attribute_translation', 'attribute_id', id, Object.fromEntries(texts), {
    keepColumns: true,
  });
  if (change.type === 'bool') {
    const options = await db
      .selectFrom('attribute_option')
      .select('value')
      .where('attribute_id', '=', id)
      .execute();
    for (const [position, value] of (['true', 'false'] as const).entries()) {
      if (options.some((o) => o.value === value)) continue;
      const labels = Object.fromEntries(
        Object.entries(yesNo).map(([locale, texts]) => [locale, texts[value]]),
      );
      await insertOption(db, id, value, position, labels);
    }
  }
}

/** Writes an option of an attribute (`groupId`): created or moved, its labels replaced. */
export async function writeOption(db: Database, change: CodedChange): Promise<void> {
  if (change.id === null) {
    await insertOption(db, change.groupId!, change.code, change.position, change.labels);
    return;
  }
  const id = change.id;
  await db.updateTable('attribute_option').set({ position: change.position }).where('id', '=', id).execute();
  await replaceTranslations(
    db,
    'attribute_option_translation',
    'option_id',
    id,
    oneColumn('label', change.labels),
  );
}

/** Writes an attribute set: its names, and its groups (with their attributes and names) replaced. */
export async function writeAttributeSet(db: Database, change: AttributeSetChange): Promise<number> {
  let id = change.id;
  if (id === null)
    ({ id } = await db
      .insertInto('attribute_set')
      .values({ code: change.code })
      .returning('id')
      .executeTakeFirstOrThrow());
  else await db.deleteFrom('attribute_group').where('set_id', '=', id).execute();
  await replaceTranslations(db, 'attribute_set_translation', 'set_id', id, oneColumn('name', change.names));
  for (const [position, group] of change.groups.entries()) {
    const { id: groupId } = await db
      .insertInto('attribute_group')
      .values({ set_id: id, code: group.code, position, attribute_codes: group.attributes })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertTranslations(db, 'attribute_group_translation', 'group_id', [
      [groupId, oneColumn('name', group.names)],
    ]);
  }
  return id;
}

/**
 * Removes an attribute when nothing uses it: nothing `usedBy` names (the mapping, products' values,
 * told by the caller) and no group of an attribute set. Its translations, options and their labels
 * go with it (on delete cascade).
 */
export async function deleteUnusedAttribute(
  db: Database,
  code: string,
  usedBy: (db: Database) => Promise<string | null>,
): Promise<RemovalOutcome> {
  return db.transaction().execute(async (trx): Promise<RemovalOutcome> => {
    const attribute = await trx
      .selectFrom('attribute')
      .select('id')
      .where('code', '=', code)
      .forUpdate()
      .executeTakeFirst();
    if (!attribute) return { state: 'unknown' };
    const reason = await usedBy(trx);
    if (reason) return { state: 'in-use', reason };
    const groups = await trx
      .selectFrom('attribute_group')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(sql<boolean>`${code}::text = any(attribute_codes)`)
      .executeTakeFirstOrThrow();
    if (Number(groups.n))
      return { state: 'in-use', reason: `attribute "${code}" is in ${groups.n} groups of attribute sets` };
    await trx.deleteFrom('attribute').where('id', '=', attribute.id).execute();
    return { state: 'removed' };
  });
}

/** A new attribute with all its texts by locale and its options (the demo's catalogue). */
export interface NewAttribute {
  code: string;
  type: string;
  position: number;
  localizable: boolean;
  searchable: boolean;
  texts: Record<
    string,
    {
      label: string;
      prefix: string | null;
      post_fix: string | null;
      help_short: string | null;
      help_long: string | null;
    }
  >;
  options: { value: string; labels: Record<string, string> }[];
}

/** Inserts a new attribute with its texts and options; answers its id and its options' ids by value. */
export async function insertAttribute(
  db: Database,
  attribute: NewAttribute,
): Promise<{ id: number; optionIds: Map<string, number> }> {
  const { id } = await db
    .insertInto('attribute')
    .values({
      code: attribute.code,
      type: attribute.type,
      position: attribute.position,
      localizable: attribute.localizable,
      searchable: attribute.searchable,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const texts = Object.entries(attribute.texts).map(([locale, t]) => [
    locale,
    { ...t, display_name: t.label },
  ]);
  await insertTranslations(db, 'attribute_translation', 'attribute_id', [[id, Object.fromEntries(texts)]]);
  const optionIds = new Map<string, number>();
  for (const [position, option] of attribute.options.entries()) {
    const optionId = await insertOption(db, id, option.value, position, option.labels);
    optionIds.set(option.value, optionId);
  }
  return { id, optionIds };
}

async function insertOption(
  db: Database,
  attributeId: number,
  value: string,
  position: number,
  labels: Record<string, string>,
): Promise<number> {
  const { id } = await db
    .insertInto('attribute_option')
    .values({ attribute_id: attributeId, value, position })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertTranslations(db, 'attribute_option_translation', 'option_id', [
    [id, oneColumn('label', labels)],
  ]);
  return id;
}
