import { PassThrough } from 'node:stream';
import type { Deps } from '../../deps.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { AttributeIndex } from '../attributes/attribute.service.ts';
import { loadProducts, type ProductRow, queryProductPage } from '../products/product.repository.ts';
import { planProductQuery, valueOf } from '../products/product.service.ts';
import { createRowWriter, type Cell } from './export-writer.ts';
import { getTemplate } from './export.repository.ts';

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
  if (typeof value === 'string' && /<[a-z][\s\S]*>/i.test(value))
    return value
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return value;
}

/** Writes the export file to storage, walking the matching products in chunks of 500. */
export async function runExportJob(
  deps: Deps,
  raw: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const payload = raw as unknown as ExportPayload;
  const { locale } = payload;
  const template = await getTemplate(deps.db, payload.templateId);
  if (!template) throw new Error('Export template not found');
  const filters = payload.identifiers?.length
    ? { ...payload.filters, id: payload.identifiers }
    : payload.filters;
  const plan = await planProductQuery(deps, locale, {
    order: payload.order,
    orderdir: payload.orderdir,
    search: payload.search,
    filters,
  });
  const { attributes } = plan;
  const { ids } = await queryProductPage(deps.db, {
    ...plan,
    locale,
    limit: null,
    offset: 0,
    withTotal: false,
    facets: null,
  });

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
      for (const row of await loadProducts(deps.db, chunk, locale)) {
        await writer.add(template.columns.map((code) => cell(row, code, attributes)));
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
