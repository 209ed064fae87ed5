import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTranslations, oneColumn, replaceTranslations } from '../../src/db/translation-writer.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

describe.each(dialects)('the shared translation writer on %s', (dialect) => {
  let t: TestApp;
  let formId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ id: formId } = await t.deps.db
      .insertInto('form')
      .values({ code: 'tw-form', position: 99 })
      .returning('id')
      .executeTakeFirstOrThrow());
  });
  afterAll(() => t.close());

  const texts = (
    table: 'form_translation' | 'attribute_translation',
    key: 'form_id' | 'attribute_id',
    id: number,
  ) =>
    t.deps.db
      .selectFrom(table as 'attribute_translation')
      .selectAll()
      .where(key as 'attribute_id', '=', id)
      .orderBy('locale')
      .execute();

  it('inserts, then replaces a row’s texts: locales it no longer has are gone', async () => {
    await insertTranslations(t.deps.db, 'form_translation', 'form_id', [
      [formId, oneColumn('name', { en_GB: 'Survey', de_DE: 'Umfrage', fr_FR: 'Enquête' })],
    ]);
    expect((await texts('form_translation', 'form_id', formId)).map((r) => r.locale)).toEqual([
      'de_DE',
      'en_GB',
      'fr_FR',
    ]);
    await replaceTranslations(
      t.deps.db,
      'form_translation',
      'form_id',
      formId,
      oneColumn('name', { en_GB: 'Poll' }),
    );
    expect(await texts('form_translation', 'form_id', formId)).toMatchObject([
      { locale: 'en_GB', name: 'Poll' },
    ]);
  });

  it('keeps the columns not given when asked: columns not given keep their values, locales not given are removed', async () => {
    const { id } = await t.deps.db
      .insertInto('attribute')
      .values({ code: 'tw_attr', type: 'text', position: 99, localizable: false, searchable: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertTranslations(t.deps.db, 'attribute_translation', 'attribute_id', [
      [
        id,
        {
          en_GB: { label: 'Width', display_name: 'Width (outer)', post_fix: 'mm' },
          de_DE: { label: 'Breite', display_name: 'Breite', post_fix: 'mm' },
        },
      ],
    ]);
    await replaceTranslations(
      t.deps.db,
      'attribute_translation',
      'attribute_id',
      id,
      { en_GB: { label: 'Outer width' } },
      { keepColumns: true },
    );
    expect(await texts('attribute_translation', 'attribute_id', id)).toMatchObject([
      { locale: 'en_GB', label: 'Outer width', display_name: 'Width (outer)', post_fix: 'mm' },
    ]);
  });

  it('writes more rows than one statement takes, and nothing for none', async () => {
    const forms = await t.deps.db
      .insertInto('form')
      .values(Array.from({ length: 1_100 }, (_, i) => ({ code: `tw-many-${i}`, position: 100 + i })))
      .returning('id')
      .execute();
    await insertTranslations(
      t.deps.db,
      'form_translation',
      'form_id',
      forms.map(
        ({ id }) => [id, oneColumn('name', { en_GB: `Form ${id}`, de_DE: `Formular ${id}` })] as const,
      ),
    );
    const { n } = await t.deps.db
      .selectFrom('form_translation')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(
        'form_id',
        'in',
        forms.map((f) => f.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(2_200);
    await insertTranslations(t.deps.db, 'form_translation', 'form_id', []);
    await replaceTranslations(t.deps.db, 'form_translation', 'form_id', forms[0].id, {});
    expect(await texts('form_translation', 'form_id', forms[0].id)).toEqual([]);
  });
});
