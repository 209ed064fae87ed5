import type { Mapping } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import { noteChanges } from '../../db/changes.ts';
import { productMapping, putSetting } from '../../modules/config/index.ts';

/** Codes often used for a product field, tried after the ones an export names. */
const USUAL: Omit<Mapping, 'name' | 'title'> = {
  image: ['image', 'picture', 'main_image', 'image_1'],
  stock: ['stock', 'quantity'],
  restock: ['restock_date'],
  shortDescription: ['short_description'],
  longDescription: ['description', 'long_description'],
};

/**
 * A portal without a product mapping gets one: product names are the import's label attribute
 * (stored as the products' names), the image the export's image attribute, the other fields the
 * usual codes among the attributes there are. A portal that has a mapping keeps it. Answers
 * whether a mapping was written.
 */
export async function ensureProductMapping(
  deps: Deps,
  attributes: Set<string>,
  hints: { image?: string | null } = {},
): Promise<boolean> {
  if (await productMapping(deps)) return false;
  const present = (codes: (string | null | undefined)[]) => [
    ...new Set(codes.filter((c): c is string => !!c && attributes.has(c))),
  ];
  const mapping: Mapping = {
    name: ['name'],
    title: ['name'],
    image: present([hints.image, ...USUAL.image]),
    stock: present(USUAL.stock),
    restock: present(USUAL.restock),
    shortDescription: present(USUAL.shortDescription),
    longDescription: present(USUAL.longDescription),
  };
  await putSetting(deps.db, 'mapping', mapping);
  await noteChanges(deps.db, {}, 'config');
  return true;
}
