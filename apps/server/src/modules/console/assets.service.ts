import type {
  ConsoleAsset,
  ConsoleAssetBulk,
  ConsoleAssetBulkResult,
  ConsoleAssetChoices,
  ConsoleAssetInput,
  ConsoleAssetList,
  ConsoleAssetQuery,
} from '@vitrine/contract';
import { RENDITION_BASE } from '@vitrine/contract';
import { noteChanges } from '../../db/changes.ts';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { Principal } from '../../lib/principal.ts';
import { portalTimeZone } from '../config/index.ts';
import { localeSettings, locales } from '../locales/index.ts';
import {
  assetChoices,
  bulkEditAssets,
  consoleAsset,
  consoleAssets,
  lockAsset,
  lockAssets,
  storedAssetItems,
  windowsInverted,
  writeConsoleAsset,
  type ConsoleAssetRecord,
} from '../media/index.ts';
import { productLabels } from '../products/index.ts';
import { recordChange } from './audit.service.ts';
import { administrator } from './users.service.ts';

// The asset library in the operator console: lists, one asset's edit form, bulk edits.

const assetNotFound = () => notFound('Asset not found');

export async function assetPage(
  deps: Deps,
  principal: Principal,
  query: ConsoleAssetQuery,
  locale: RequestLocale,
): Promise<ConsoleAssetList> {
  await administrator(deps, principal);
  return consoleAssets(deps, locale, query, await portalTimeZone(deps));
}

export async function assetChoiceList(
  deps: Deps,
  principal: Principal,
  locale: RequestLocale,
): Promise<ConsoleAssetChoices> {
  await administrator(deps, principal);
  const [choices, list] = await Promise.all([assetChoices(deps, locale), locales(deps.db)]);
  return { ...choices, locales: list };
}

function toAnswer(
  record: ConsoleAssetRecord,
  products: Awaited<ReturnType<typeof productLabels>>,
): ConsoleAsset {
  return {
    id: record.id,
    name: record.name,
    ext: record.ext,
    url: `${RENDITION_BASE}/${record.storage_key}`,
    size: record.size,
    width: record.width,
    height: record.height,
    archived: record.archived,
    tags: record.tags,
    scopes: record.scopes,
    translations: Object.fromEntries(
      record.texts.map((t) => [
        t.locale,
        { title: t.name, description: t.description, usage_terms: t.usage_terms },
      ]),
    ),
    rights: {
      credit: record.credit,
      licence: record.licence,
      valid_from: record.valid_from,
      valid_until: record.valid_until,
    },
    rights_state: record.rights_state,
    products: record.products.flatMap((id) => (products.has(id) ? [products.get(id)!] : [])),
    created_at: new Date(record.created_at).toISOString(),
    updated_at: new Date(record.updated_at).toISOString(),
  };
}

export async function assetDetail(
  deps: Deps,
  principal: Principal,
  id: number,
  locale: RequestLocale,
): Promise<ConsoleAsset> {
  await administrator(deps, principal);
  const record = await consoleAsset(deps.db, id, await portalTimeZone(deps));
  if (!record) throw assetNotFound();
  return toAnswer(record, await productLabels(deps.db, record.products, locale));
}

/** Refuses the first id of `ids` that names no stored row, at its field (`tags.2`). */
async function requireStored(
  db: Database,
  table: 'asset_tag' | 'asset_scope',
  ids: number[],
  field: string,
): Promise<void> {
  const found = await storedAssetItems(db, table, ids);
  const index = ids.findIndex((id) => !found.has(id));
  if (index >= 0)
    throw table === 'asset_scope'
      ? badRequest('Unknown scope', `${field}.${index}`, 'scope_not_found')
      : badRequest('Unknown tag', `${field}.${index}`);
}

export async function updateAsset(
  deps: Deps,
  principal: Principal,
  id: number,
  input: ConsoleAssetInput,
  locale: RequestLocale,
): Promise<ConsoleAsset> {
  const actor = await administrator(deps, principal);
  const zone = await portalTimeZone(deps);
  const { codes } = await localeSettings(deps.db);
  const foreign = Object.keys(input.translations).find((code) => !codes.includes(code));
  if (foreign) throw badRequest('Not a language of the portal', `translations.${foreign}`);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await lockAsset(trx, id))) throw assetNotFound();
    await requireStored(trx, 'asset_tag', input.tags, 'tags');
    await requireStored(trx, 'asset_scope', input.scopes, 'scopes');
    const products = await productLabels(trx, input.products, locale);
    const unknown = input.products.findIndex((p) => !products.has(p));
    if (unknown >= 0) throw badRequest('Unknown product', `products.${unknown}`, 'unknown_product');
    const before = await consoleAsset(trx, id, zone);
    await writeConsoleAsset(trx, id, input, zone);
    await recordChange(trx, actor, {
      action: 'asset.update',
      target: { kind: 'asset', id, label: input.name },
      before: before && {
        name: before.name,
        tags: before.tags,
        scopes: before.scopes,
        products: before.products,
        credit: before.credit,
        licence: before.licence,
        valid_from: before.valid_from,
        valid_until: before.valid_until,
      },
      after: {
        name: input.name,
        tags: input.tags,
        scopes: input.scopes,
        products: input.products,
        ...input.rights,
      },
    });
  });
  await noteChanges(deps.db, {}, 'assets', 'asset-taxonomy');
  return assetDetail(deps, principal, id, locale);
}

export async function bulkUpdateAssets(
  deps: Deps,
  principal: Principal,
  change: ConsoleAssetBulk,
): Promise<ConsoleAssetBulkResult> {
  const actor = await administrator(deps, principal);
  const zone = await portalTimeZone(deps);
  const ids = [...new Set(change.ids)];
  await deps.db.transaction().execute(async (trx) => {
    const found = new Set(await lockAssets(trx, ids));
    const missing = change.ids.findIndex((id) => !found.has(id));
    if (missing >= 0) throw notFound(`Asset ${change.ids[missing]} not found`);
    await requireStored(trx, 'asset_tag', [...change.add_tags, ...change.remove_tags], 'tags');
    await requireStored(trx, 'asset_scope', [...change.add_scopes, ...change.remove_scopes], 'scopes');
    const inverted = await windowsInverted(trx, ids, change.rights, zone);
    if (inverted.length)
      throw badRequest(
        `The rights of asset ${inverted[0]} would end before they start`,
        'rights.valid_until',
      );
    await bulkEditAssets(trx, { ...change, ids }, zone);
    await recordChange(trx, actor, {
      action: 'asset.bulk_update',
      target: { kind: 'asset', id: ids.join(','), label: `${ids.length} asset(s)` },
      after: { ...change, ids },
    });
  });
  await noteChanges(deps.db, {}, 'assets', 'asset-taxonomy');
  return { changed: ids.length };
}
