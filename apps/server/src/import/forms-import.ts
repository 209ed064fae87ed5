import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isIsoDateTime } from '@vitrine/contract';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { localeSettings } from '../modules/locales/index.ts';
import {
  deactivateFormsExcept,
  formCategoryIds,
  formImportStates,
  upsertForm,
  upsertFormCategory,
  type NewForm,
} from '../modules/forms/index.ts';
import { hasControlCharacters, hashOf, jsonLineOf, runImport } from './import-batches.ts';
import type { ImportRun, KindImporter } from './import-kind.ts';
import { emptyReport, keepFirstLines, LISTED_REJECTIONS, type ImportReport } from './import-report.ts';
import type { Rejection } from './row-mapping.ts';

/** The field types the portal draws (any answer kind of the forms area, and plain text inputs). */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'password',
  'number',
  'bool',
  'single_select',
  'multi_select',
  'countries',
  'upload',
  'file',
  'description',
  'title',
  'date',
  'time',
  'datetime',
] as const;

const Text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `at most ${max} characters`)
    .refine((s) => !hasControlCharacters(s), 'holds a NUL or control character');
const Names = z.record(z.string(), Text(500));
const Code = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/, 'a code of letters, digits, _ . - (up to 100)');
const Day = z
  .string()
  .refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && isIsoDateTime(s), 'not a real date (YYYY-MM-DD)');

const FieldSchema = z.strictObject({
  type: z.enum(FORM_FIELD_TYPES, `the type is one of ${FORM_FIELD_TYPES.join(', ')}`),
  required: z.boolean().optional(),
  min: z.number().nullable().optional(),
  max: z.number().nullable().optional(),
  mediaUrl: z.url().max(2000).nullable().optional(),
  allowCustomOptions: z.boolean().optional(),
  names: Names,
  tooltips: z.record(z.string(), Text(2000)).optional(),
  options: z.array(Names).max(500).optional(),
});
const FormSchema = z.strictObject({
  code: Code,
  category: Code.nullable().optional(),
  position: z.number().int().optional(),
  /** False: the form is imported inactive (neither listed nor answered). */
  active: z.boolean().optional(),
  names: Names,
  allowLogging: z.boolean().optional(),
  requiredBeforeContinuing: z.boolean().optional(),
  hiddenAfterCompletion: z.boolean().nullable().optional(),
  recurring: z
    .string()
    .regex(/^\d{1,3}(,\d{1,3})*$/, 'week offsets, comma separated (e.g. "0,2,4")')
    .nullable()
    .optional(),
  startDate: Day.nullable().optional(),
  stopDate: Day.nullable().optional(),
  fields: z.array(FieldSchema).max(200),
});
const CategorySchema = z.strictObject({ code: Code, position: z.number().int().optional(), names: Names });
type FormEntry = z.infer<typeof FormSchema>;

/** The file's entries: `{categories?, forms}`, a list of forms, or one form. */
function entriesOf(json: unknown): { categories: unknown[]; forms: unknown[] } | null {
  if (Array.isArray(json)) return { categories: [], forms: json };
  if (json && typeof json === 'object') {
    const o = json as Record<string, unknown>;
    if (Array.isArray(o.forms))
      return { categories: Array.isArray(o.categories) ? o.categories : [], forms: o.forms };
    if ('code' in o && 'fields' in o) return { categories: [], forms: [o] };
  }
  return null;
}

const issuesOf = (error: z.ZodError, line: number, prefix: string): Rejection[] =>
  error.issues.map((i) => ({
    line,
    column: [prefix, ...i.path.map(String)].filter(Boolean).join('.') || null,
    reason: i.message,
  }));

/** Every locale key of the entry's name maps that the portal does not have. */
function unknownLocales(form: FormEntry, locales: Set<string>, line: number): Rejection[] {
  const maps: [string, Record<string, string>][] = [['names', form.names]];
  form.fields.forEach((f, i) => {
    maps.push([`fields.${i}.names`, f.names]);
    if (f.tooltips) maps.push([`fields.${i}.tooltips`, f.tooltips]);
    f.options?.forEach((o, j) => maps.push([`fields.${i}.options.${j}`, o]));
  });
  const rejections: Rejection[] = [];
  for (const [column, map] of maps) {
    if (!Object.keys(map).length)
      rejections.push({ line, column, reason: 'needs a name in at least one locale' });
    for (const locale of Object.keys(map))
      if (!locales.has(locale))
        rejections.push({ line, column: `${column}.${locale}`, reason: `unknown locale "${locale}"` });
  }
  return rejections;
}

/** Forms from a JSON file (see docs/import.md); a form is found again by its code. */
export async function importForms(deps: Deps, file: string, options: ImportRun = {}): Promise<ImportReport> {
  const name = path.basename(file);
  const report: ImportReport = { ...emptyReport(name, options.dryRun === true), kind: 'forms' };
  if (options.full) report.archived = 0;
  // A folder's JSON files are read as one set: categories of one file may serve forms of another.
  const sources: { name: string; text: string; categories: unknown[]; forms: unknown[] }[] = [];
  let bytes = 0;
  for (const source of await readSources(file)) {
    const text = (await fs.readFile(source, 'utf8')).replace(/^\uFEFF/, '');
    bytes += Buffer.byteLength(text);
    const sourceName = path.relative(path.dirname(file), source);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      reject(report, sourceName, [
        { line: 1, column: null, reason: `not JSON: ${(error as Error).message}` },
      ]);
      continue;
    }
    const entries = entriesOf(json);
    if (!entries) {
      reject(report, sourceName, [
        { line: 1, column: null, reason: 'expected {"forms": [...]}, a list of forms or one form' },
      ]);
      continue;
    }
    sources.push({ name: sourceName, text, ...entries });
  }
  const locales = new Set((await localeSettings(deps.db)).codes);

  await runImport(deps, options.dryRun === true, async (inBatch) => {
    // Categories first, in one transaction: forms name them.
    const categories: z.infer<typeof CategorySchema>[] = [];
    for (const { name: source, text, categories: entries } of sources)
      for (const [i, raw] of entries.entries()) {
        const code = (raw as { code?: unknown })?.code;
        const line = typeof code === 'string' ? jsonLineOf(text, 'code', code) : 1;
        const parsed = CategorySchema.safeParse(raw);
        if (!parsed.success) {
          reject(report, source, issuesOf(parsed.error, line, `categories.${i}`));
          continue;
        }
        const bad = Object.keys(parsed.data.names).filter((l) => !locales.has(l));
        if (bad.length) {
          reject(
            report,
            source,
            bad.map((l) => ({ line, column: `categories.${i}.names.${l}`, reason: `unknown locale "${l}"` })),
          );
          continue;
        }
        categories.push(parsed.data);
      }
    const categoryIds = await inBatch(async (db) => {
      for (const [position, category] of categories.entries())
        await upsertFormCategory(db, {
          code: category.code,
          position: category.position ?? position,
          names: category.names,
        });
      return formCategoryIds(db);
    });

    const present = new Set<string>();
    const seen = new Set<string>();
    const valid: { line: number; form: NewForm; hash: string; active: boolean }[] = [];
    for (const { name: source, text, forms } of sources)
      for (const [i, raw] of forms.entries()) {
        report.read++;
        const code = (raw as { code?: unknown })?.code;
        if (typeof code === 'string') present.add(code);
        const line = typeof code === 'string' ? jsonLineOf(text, 'code', code) : 1;
        const parsed = FormSchema.safeParse(raw);
        if (!parsed.success) {
          reject(report, source, issuesOf(parsed.error, line, `forms.${i}`));
          continue;
        }
        const entry = parsed.data;
        const rejections = unknownLocales(entry, locales, line);
        if (entry.category && !categoryIds.has(entry.category))
          rejections.push({ line, column: 'category', reason: `unknown form category "${entry.category}"` });
        if (seen.has(entry.code))
          rejections.push({
            line,
            column: 'code',
            reason: `duplicate form code "${entry.code}" in the file`,
          });
        if (rejections.length) {
          reject(report, source, rejections);
          continue;
        }
        seen.add(entry.code);
        const { category, active, ...rest } = entry;
        const form: NewForm = {
          ...rest,
          position: entry.position ?? i,
          categoryId: category ? categoryIds.get(category)! : null,
        };
        valid.push({
          line,
          form,
          hash: hashOf({ ...rest, category: category ?? null }),
          active: active ?? true,
        });
      }

    const batchSize = options.batchSize ?? 50;
    for (let i = 0; i < valid.length; i += batchSize) {
      const part = valid.slice(i, i + batchSize);
      const counts = await inBatch(async (db) => {
        const states = await formImportStates(
          db,
          part.map((p) => p.form.code),
        );
        const done = { created: 0, updated: 0, unchanged: 0 };
        for (const { form, hash, active } of part) {
          const stored = states.get(form.code);
          if (stored && stored.hash === hash && stored.active === active) {
            done.unchanged++;
            continue;
          }
          await upsertForm(db, form, { hash, active, storedId: stored?.id });
          done[stored ? 'updated' : 'created']++;
        }
        return done;
      });
      report.created += counts.created;
      report.updated += counts.updated;
      report.unchanged += counts.unchanged;
      options.onProgress?.({ rows: i + part.length, bytes: 0, totalBytes: null });
    }
    if (options.full) {
      if (!present.size) throw new Error(`${name}: a full import needs at least one form`);
      report.archived = await inBatch((db) => deactivateFormsExcept(db, [...present]));
    }
  });
  options.onProgress?.({ rows: report.read, bytes, totalBytes: bytes });
  keepFirstLines(report);
  return report;
}

/** The JSON files to read: the file, or a folder's `.json` files (and its sub-folders'), in name order. */
async function readSources(file: string): Promise<string[]> {
  if (!(await fs.stat(file)).isDirectory()) return [file];
  const entries = await fs.readdir(file, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.json$/i.test(e.name) && !e.name.startsWith('.'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Rejections of one file of the set, named by that file. */
function reject(report: ImportReport, file: string, rejections: Rejection[]) {
  report.rejected++;
  for (const r of rejections) report.rejections.push({ file, ...r });
  if (report.rejections.length > 4 * LISTED_REJECTIONS) keepFirstLines(report);
}

/** A JSON file named like `forms.json`, or a folder named `forms` (its JSON files). */
export const formsImporter: KindImporter = {
  kind: 'forms',
  detect: (file, header) => {
    if (header !== null) return false;
    const name = path.basename(file);
    if (/\.json$/i.test(name)) return /^forms?\b/i.test(name) || /(^|[/\\])forms?[/\\]/i.test(file);
    return /^forms?$/i.test(name) && isFolder(file);
  },
  run: importForms,
};

function isFolder(file: string): boolean {
  try {
    return fsSync.statSync(file).isDirectory();
  } catch {
    return false;
  }
}
