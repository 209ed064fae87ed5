import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn } from '../support/http.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

/*
 * The demo's reference data answers in every interface language. Per entity, a Russian request
 * gets the Russian text, and an item whose Russian row was deleted falls back by the portal's one
 * rule: requested locale, same language, default locale (en_GB), any. The rows are deleted before
 * the first request, so no cached answer hides the fallback.
 */
describe.each(dialects)('reference data in the request language (%s)', (dialect) => {
  let t: TestApp;
  let ru: ReturnType<typeof client>;
  let token: string;
  /** Russian texts read from the rows before they were deleted. */
  const deleted: Record<string, string> = {};

  type Tree = { code: string; title?: string; name?: string; children: Tree[] };
  const find = (tree: Tree[], code: string): Tree | undefined => {
    for (const node of tree) {
      if (node.code === code) return node;
      const inside = find(node.children, code);
      if (inside) return inside;
    }
    return undefined;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = (await signIn(t.app)).token;
    ru = client(t.app, { token, locale: 'ru_RU' });
    const db = t.deps.db;
    const drop = async <T extends { locale: string }>(
      key: string,
      rows: Promise<T[]>,
      remove: () => Promise<unknown>,
      text: (row: T) => string,
    ) => {
      const row = (await rows).find((r) => r.locale === 'ru_RU');
      expect(row, key).toBeDefined();
      deleted[key] = text(row!);
      await remove();
    };
    const idOf = async (table: 'category' | 'asset_scope' | 'asset_tag' | 'content_category', code: string) =>
      (await db.selectFrom(table).select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

    const stools = await idOf('category', 'stools');
    await drop(
      'category',
      db.selectFrom('category_translation').selectAll().where('category_id', '=', stools).execute(),
      () =>
        db
          .deleteFrom('category_translation')
          .where('category_id', '=', stools)
          .where('locale', '=', 'ru_RU')
          .execute(),
      (r) => r.title,
    );
    const material = (
      await db.selectFrom('attribute').select('id').where('code', '=', 'material').executeTakeFirstOrThrow()
    ).id;
    await drop(
      'attribute',
      db.selectFrom('attribute_translation').selectAll().where('attribute_id', '=', material).execute(),
      () =>
        db
          .deleteFrom('attribute_translation')
          .where('attribute_id', '=', material)
          .where('locale', '=', 'ru_RU')
          .execute(),
      (r) => r.label,
    );
    const black = (
      await db
        .selectFrom('attribute_option as o')
        .innerJoin('attribute as a', 'a.id', 'o.attribute_id')
        .select('o.id')
        .where('a.code', '=', 'color')
        .where('o.value', '=', 'black')
        .executeTakeFirstOrThrow()
    ).id;
    await drop(
      'option',
      db.selectFrom('attribute_option_translation').selectAll().where('option_id', '=', black).execute(),
      () =>
        db
          .deleteFrom('attribute_option_translation')
          .where('option_id', '=', black)
          .where('locale', '=', 'ru_RU')
          .execute(),
      (r) => r.label,
    );
    const dimensions = (
      await db
        .selectFrom('attribute_group as g')
        .innerJoin('attribute_set as s', 's.id', 'g.set_id')
        .select('g.id')
        .where('s.code', '=', 'lighting')
        .where('g.code', '=', 'dimensions')
        .executeTakeFirstOrThrow()
    ).id;
    await drop(
      'group',
      db.selectFrom('attribute_group_translation').selectAll().where('group_id', '=', dimensions).execute(),
      () =>
        db
          .deleteFrom('attribute_group_translation')
          .where('group_id', '=', dimensions)
          .where('locale', '=', 'ru_RU')
          .execute(),
      (r) => r.name,
    );
    const replacement = (
      await db
        .selectFrom('association_type')
        .select('id')
        .where('code', '=', 'replacement')
        .executeTakeFirstOrThrow()
    ).id;
    await drop(
      'association',
      db.selectFrom('association_type_translation').selectAll().where('type_id', '=', replacement).execute(),
      () =>
        db
          .deleteFrom('association_type_translation')
          .where('type_id', '=', replacement)
          .where('locale', '=', 'ru_RU')
          .execute(),
      (r) => r.label,
    );
    const logos = await idOf('asset_scope', 'logos');
    await drop(
      'scope',
      db.selectFrom('asset_scope_translation').selectAll().where('scope_id', '=', logos).execute(),
      () =>
        db
          .deleteFrom('asset_scope_translation')
          .where('scope_id', '=', logos)
          .where('locale', '=', 'ru_RU')
          .execute(),
      (r) => r.name,
    );
    const press = await idOf('asset_tag', 'press');
    await drop(
      'tag',
      db.selectFrom('asset_tag_translation').selectAll().where('tag_id', '=', press).execute(),
      () =>
        db
          .deleteFrom('asset_tag_translation')
          .where('tag_id', '=', press)
          .where('locale', '=', 'ru_RU')
          .execute(),
      (r) => r.name,
    );
    const care = await idOf('content_category', 'care');
    await drop(
      'content category',
      db.selectFrom('content_category_translation').selectAll().where('category_id', '=', care).execute(),
      () =>
        db
          .deleteFrom('content_category_translation')
          .where('category_id', '=', care)
          .where('locale', '=', 'ru_RU')
          .execute(),
      (r) => r.title,
    );
    const pressGroup = (
      await db
        .selectFrom('registration_group')
        .select('id')
        .where('code', '=', 'press')
        .executeTakeFirstOrThrow()
    ).id;
    await drop(
      'registration group',
      db
        .selectFrom('registration_group_translation')
        .selectAll()
        .where('group_id', '=', pressGroup)
        .execute(),
      () =>
        db
          .deleteFrom('registration_group_translation')
          .where('group_id', '=', pressGroup)
          .where('locale', '=', 'ru_RU')
          .execute(),
      (r) => r.name,
    );
    const contact = (
      await db.selectFrom('form').select('id').where('code', '=', 'contact').executeTakeFirstOrThrow()
    ).id;
    await drop(
      'form',
      db.selectFrom('form_translation').selectAll().where('form_id', '=', contact).execute(),
      () =>
        db
          .deleteFrom('form_translation')
          .where('form_id', '=', contact)
          .where('locale', '=', 'ru_RU')
          .execute(),
      (r) => r.name,
    );
  });
  afterAll(() => t.close());

  it('names categories in Russian; one without a Russian row in English, the default', async () => {
    const tree = (await ru.get('/private/category/')).json as Tree[];
    expect(find(tree, 'lighting')!.title).toBe('Освещение');
    expect(find(tree, 'chairs')!.title).toBe('Стулья');
    expect(find(tree, 'stools')!.title).toBe('Stools');
    expect(deleted.category).toBe('Табуреты');
    // The browser's form of the locale, and a locale of a language with one stored locale.
    const browser = client(t.app, { token, locale: 'ru-RU,ru;q=0.9' });
    expect(find((await browser.get('/private/category/')).json, 'chairs')!.title).toBe('Стулья');
    const belgian = client(t.app, { token, locale: 'fr_BE' });
    expect(find((await belgian.get('/private/category/')).json, 'chairs')!.title).toBe('Chaises');
  });

  it('labels attributes and their options in Russian, with units in Russian; the rest in English', async () => {
    type Attr = {
      name: string;
      label: string;
      post_fix: string | null;
      options: { value: string; label: string }[];
    };
    const attributes = (await ru.get('/private/attribute/')).json as Attr[];
    const byName = Object.fromEntries(attributes.map((a) => [a.name, a]));
    expect(byName.sku.label).toBe('Артикул');
    expect(byName.brand.label).toBe('Бренд');
    expect(byName.color.label).toBe('Цвет');
    expect(byName.color.options.find((o) => o.value === 'white')!.label).toBe('Белый');
    expect(byName.weight.post_fix).toBe('кг');
    // Russian names the unit of years in the label: it has no one word for 2, 3 and 5 years.
    expect(byName.warranty).toMatchObject({ label: 'Гарантия, лет', post_fix: null });
    expect(byName.dimmable.options.map((o) => o.label)).toEqual(['Да', 'Нет']);
    expect(byName.material.label).toBe('Material');
    expect(deleted.attribute).toBe('Материал');
    expect(byName.color.options.find((o) => o.value === 'black')!.label).toBe('Black');
    expect(deleted.option).toBe('Чёрный');
  });

  it('names attribute groups in Russian; the deleted one in English', async () => {
    const lighting = (
      await t.deps.db
        .selectFrom('attribute_set')
        .select('id')
        .where('code', '=', 'lighting')
        .executeTakeFirstOrThrow()
    ).id;
    const furniture = (
      await t.deps.db
        .selectFrom('attribute_set')
        .select('id')
        .where('code', '=', 'furniture')
        .executeTakeFirstOrThrow()
    ).id;
    const groups = async (id: number) =>
      ((await ru.get(`/private/attribute-set/?filters[id]=${id}`)).json[0].groups as { name: string }[]).map(
        (g) => g.name,
      );
    expect(await groups(lighting)).toEqual([
      'Общие сведения',
      'Электрические характеристики',
      'Dimensions',
      'Медиа',
    ]);
    expect(deleted.group).toBe('Размеры');
    expect(await groups(furniture)).toEqual(['Общие сведения', 'Материалы', 'Размеры', 'Медиа']);
  });

  it('labels association types in Russian; the deleted one in English', async () => {
    const db = t.deps.db;
    const productWith = async (code: string) =>
      (
        await db
          .selectFrom('product_association as a')
          .innerJoin('association_type as t', 't.id', 'a.type_id')
          .select('a.product_id')
          .where('t.code', '=', code)
          .limit(1)
          .executeTakeFirstOrThrow()
      ).product_id;
    const associations = async (id: number) =>
      (await ru.get(`/private/product/?filters[id]=${id}`)).json.products[0].associations as Record<
        string,
        { label: string; description: string | null }
      >;
    const accessories = (await associations(await productWith('accessories'))).accessories;
    expect(accessories.label).toBe('Аксессуары');
    expect(accessories.description).toBe('Детали и дополнения, подходящие к этому товару.');
    const replacement = (await associations(await productWith('replacement'))).replacement;
    expect(replacement).toMatchObject({
      label: 'Replaces',
      description: 'Earlier products this one takes the place of.',
    });
    expect(deleted.association).toBe('Заменяет');
  });

  it('names asset scopes and tags in Russian; the deleted ones in English', async () => {
    const scopes = (await ru.get('/private/media/scopes')).json as Tree[];
    expect(find(scopes, 'product-images')!.name).toBe('Изображения товаров');
    expect(find(scopes, 'packshots')!.name).toBe('Предметная съёмка');
    expect(find(scopes, 'logos')!.name).toBe('Logos');
    expect(deleted.scope).toBe('Логотипы');
    const tags = (await ru.get('/private/media/tags/scopes')).json as { id: number; name: string }[];
    const names = tags.map((tag) => tag.name);
    expect(names).toEqual(expect.arrayContaining(['Новинка', 'Хит продаж', 'Готово к печати', 'Press']));
    expect(names).not.toContain('New');
    expect(deleted.tag).toBe('Пресса');
  });

  it('names content categories in Russian; the deleted one in English', async () => {
    const tree = (await ru.get('/private/content/categories')).json as Tree[];
    expect(find(tree, 'news')!.title).toBe('Новости');
    expect(find(tree, 'guides')!.title).toBe('Руководства');
    expect(find(tree, 'installation')!.title).toBe('Монтаж');
    expect(find(tree, 'care')!.title).toBe('Care');
    expect(deleted['content category']).toBe('Уход');
  });

  it('names registration groups in Russian; the deleted one in English', async () => {
    const groups = (await client(t.app, { locale: 'ru_RU' }).get('/public/user/register/groups')).json as {
      name: string;
    }[];
    expect(groups.map((g) => g.name)).toEqual(['Дилеры', 'Монтажники', 'Press']);
    expect(deleted['registration group']).toBe('Пресса');
  });

  it('names forms, their fields and options in Russian; the deleted form name in English', async () => {
    type FormListItem = { id: number; name: string; category: { name: string } | null };
    const forms = (await ru.get('/private/form/')).json as FormListItem[];
    const byId = new Map(forms.map((f) => [f.id, f]));
    const ids = await t.deps.db.selectFrom('form').select(['id', 'code']).execute();
    const id = (code: string) => ids.find((f) => f.code === code)!.id;
    expect(byId.get(id('feedback'))).toMatchObject({
      name: 'Отзыв',
      category: { name: 'Сервис и контакты' },
    });
    expect(byId.get(id('contact'))!.name).toBe('Contact');
    expect(deleted.form).toBe('Контакты');
    type Field = { name: string; tooltip: string | null; options: { name: string }[] };
    const feedback = (await ru.get(`/private/form/${id('feedback')}`)).json as {
      name: string;
      fields: Field[];
    };
    expect(feedback.fields.map((f) => f.name)).toEqual([
      'Расскажите, что вы думаете',
      'Тема',
      'Сообщение',
      'Можно с вами связаться?',
    ]);
    expect(feedback.fields[1].options.map((o) => o.name)).toEqual(['Портал', 'Товары', 'Медиа и загрузки']);
    const contact = (await ru.get(`/private/form/${id('contact')}`)).json as { fields: Field[] };
    expect(contact.fields.map((f) => f.tooltip).filter(Boolean)).toEqual([
      'Ваше местное время, 24-часовой формат',
      'Изображение или PDF, до 10 МиБ',
    ]);
  });
});
