import { PassThrough } from 'node:stream';
import type { Mapping } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { attributeIndex, type AttributeIndex } from '../attributes/attribute.service.ts';
import { categoryIndex } from '../categories/category.service.ts';
import { getSetting } from '../config/config.repository.ts';
import { buildConditions } from '../products/product-filter.ts';
import { orderExpression } from '../products/product-order.ts';
import { searchHits } from '../products/product-search.ts';
import { findProductIds, findProducts, type ProductRow } from '../products/product.repository.ts';
import { valueOf } from '../products/product.service.ts';
import { createRowWriter, type Cell } from './export-writer.ts';
import { getTemplate } from './export.repository.ts';
import { sql } from 'kysely';

export const EXPORT_JOB = 'export';
const CHUNK = 500;

export interface ExportPayload {
  templateId: number;
  locale: RequestLocale;
  order?: string;
  orderdir: 'asc' | 'desc';
  search?: string;
  filters: Record<string, unknown>;
  identifiers?: number[];
  key: string;
}

/** A cell for one attribute: option labels for choices, plain numbers, text otherwise. */
function cell(row: ProductRow, code: string, attributes: AttributeIndex): Cell {
  const value = valueOf(row, code, attributes);
  const attribute = attributes.byCode.get(code);
  if (value === null || value === undefined) return null;
  if (attribute && ['single_select', 'multi_select', 'bool'].includes(attribute.type)) {
    const label = (v: string) => attribute.options.find((o) => o.value === v)?.label ?? v;
    return (Array.isArray(value) ? value : [String(value)]).map(label).join(', ');
  }
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'string' && /<[a-z][\s\S]*>/i.test(value)) return value.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
  return value;
}

/** Writes the export file to storage, walking the matching products in chunks of 500. */
export async function runExportJob(deps: Deps, raw: Record<string, unknown>): Promise<Record<string, unknown>> {
  const payload = raw as unknown as ExportPayload;
  const { locale } = payload;
  const template = await getTemplate(deps.db, payload.templateId);
  if (!template) throw new Error('Export template not found');
  const [attributes, categories] = await Promise.all([attributeIndex(deps, locale), categoryIndex(deps, locale)]);
  const filters = payload.identifiers?.length ? { ...payload.filters, id: payload.identifiers } : payload.filters;
  const hits = payload.search ? searchHits(payload.search, locale) : null;
  const conditions = buildConditions(filters, attributes, categories, hits ? sql`select id from hits` : null);
  const sameLocale = locale.code === locale.defaultCode;
  const orderBy = orderExpression(payload.order, payload.orderdir, { searching: !!hits, sameLocale, attributes });
  const ids = await findProductIds(deps.db, { conditions, hits, locale, orderBy });

  const out = new PassThrough();
  const stored = deps.storage.put(payload.key, out);
  const writer = createRowWriter(template.format, out, template.name);
  const header = (code: string) => {
    const a = attributes.byCode.get(code);
    if (!a) return code;
    const unit = a.post_fix || a.prefix;
    return unit ? `${a.label} (${unit})` : a.label;
  };
  try {
    await writer.add(template.columns.map(header));
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK);
      const rows = await findProducts(deps.db, {
        conditions: buildConditions({ id: chunk }, attributes, categories, null),
        hits: null,
        locale,
        orderBy: sql`p.id`,
        limit: CHUNK,
        offset: 0,
      });
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const id of chunk) {
        const row = byId.get(id);
        if (row) await writer.add(template.columns.map((code) => cell(row, code, attributes)));
      }
    }
    await writer.finish();
  } catch (error) {
    out.destroy(error as Error);
    throw error;
  } finally {
    await stored.catch(() => undefined);
  }
  await stored;
  return { key: payload.key, rows: ids.length };
}

export type { Mapping };
