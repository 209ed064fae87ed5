import { createHash } from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { noteChanges } from '../db/changes.ts';
import type { Deps } from '../deps.ts';
import { mimeType } from '../lib/media-types.ts';
import {
  archiveContentsExcept,
  contentCategoryIds,
  contentImportStates,
  upsertContent,
  upsertContentCategory,
  type NewContent,
} from '../modules/contents/index.ts';
import { localeSettings } from '../modules/locales/index.ts';
import { assetUrl } from '../modules/media/index.ts';
import { assetKey } from '../storage/keys.ts';
import { FrontMatterError, parseFrontMatter, type FrontMap, type FrontValue } from './front-matter.ts';
import { hasControlCharacters, hashOf, jsonLineOf, runImport } from './import-batches.ts';
import type { ImportRun, KindImporter } from './import-kind.ts';
import { emptyReport, keepFirstLines, LISTED_REJECTIONS, type ImportReport } from './import-report.ts';
import { markdownToHtml } from './markdown.ts';
import type { Rejection } from './row-mapping.ts';
import { isRelativeFile, resolveInside } from './safe-path.ts';

const LOCALE_SUFFIX = /^(.+)\.([a-z]{2,3}_[A-Z]{2})$/;
const CODE = /^[a-z0-9][a-z0-9_.-]{0,99}$/i;
const MARKDOWN = /\.(md|markdown)$/i;
/** What the portal never shows: the import refuses a text holding it rather than quietly dropping it. */
const SCRIPT =
  /<\s*(script|iframe|object|embed)\b|\son[a-z]+\s*=|(?:href|src)\s*=\s*["']?\s*(?:javascript|vbscript|data):/i;

/** One translation of a content, its HTML made. */
interface TranslationDraft {
  title: string;
  introduction: string;
  text: string;
}

/** A file of the folder a content refers to (an attachment, a thumbnail, a picture in its text). */
interface FileRef {
  key: string;
  hash: string;
  name: string;
  file: string;
}

/** What one Markdown file or JSON entry says of a content (a content may be written in several files). */
interface ContentPart {
  code: string;
  file: string;
  line: number;
  /** The folder its relative paths start from. */
  dir: string;
  fields: FrontMap;
  /** The body's locale (Markdown); null for JSON entries, whose translations name theirs. */
  locale: string | null;
  body: string | null;
  /** The body is HTML (a JSON `text`), not Markdown. */
  html: boolean;
}

interface ContentDraft {
  code: string;
  file: string;
  line: number;
  createdAt: Date | null;
  link: string | null;
  priority: number;
  active: boolean;
  categories: string[];
  skus: string[];
  translations: Map<string, TranslationDraft>;
  attachments: ({ file: FileRef } | { assetPath: string })[];
  thumbnail: { file: FileRef } | { assetPath: string } | null;
}

/** A refused content: the file and line of the part at fault. */
class Refusal extends Error {
  readonly rejection: Rejection;
  readonly file: string;
  constructor(at: { file: string; line: number }, column: string | null, reason: string) {
    super(reason);
    this.file = at.file;
    this.rejection = { line: at.line, column, reason };
  }
}
type At = { file: string; line: number };

const asText = (value: FrontValue | undefined, column: string, line: At): string | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new Refusal(line, column, 'expected a text, not a list or map');
  if (hasControlCharacters(value)) throw new Refusal(line, column, 'holds a NUL or control character');
  return value.trim();
};
const asList = (value: FrontValue | undefined, column: string, line: At): string[] => {
  if (value === undefined || value === '') return [];
  if (!Array.isArray(value) && typeof value !== 'string') throw new Refusal(line, column, 'expected a list');
  const items: FrontValue[] = typeof value === 'string' ? value.split(',') : value;
  return items
    .map((item, i) => {
      if (typeof item !== 'string') throw new Refusal(line, `${column}.${i}`, 'expected a text');
      return item.trim();
    })
    .filter(Boolean);
};

/** JSON values as front-matter values: numbers and booleans as their text. */
function fromJson(value: unknown): FrontValue {
  if (Array.isArray(value)) return value.map(fromJson);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromJson(v)]));
  return value === null || value === undefined ? '' : String(value);
}

/** The Markdown and JSON files to read: the file, or a folder's (and its sub-folders'), in name order. */
async function readSources(file: string): Promise<{ root: string; files: string[] }> {
  if (!(await fs.stat(file)).isDirectory()) return { root: path.dirname(file), files: [file] };
  const entries = await fs.readdir(file, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && (MARKDOWN.test(e.name) || /\.json$/i.test(e.name)))
    .map((e) => path.join(e.parentPath, e.name))
    .filter(
      (f) =>
        !path
          .relative(file, f)
          .split(path.sep)
          .some((p) => p.startsWith('.')),
    )
    .sort();
  return { root: file, files };
}

interface Collected {
  parts: ContentPart[];
  categories: {
    file: string;
    line: number;
    code: string;
    parent: string | null;
    position: number;
    titles: Record<string, string>;
  }[];
}

/** Reads every source into parts (and JSON category definitions); what cannot be read is a rejection. */
async function collect(
  root: string,
  files: string[],
  reject: (file: string, rejections: Rejection[], counts?: boolean | 'unread') => void,
): Promise<Collected & { bytes: number }> {
  const collected: Collected & { bytes: number } = { parts: [], categories: [], bytes: 0 };
  for (const source of files) {
    const name = path.relative(path.dirname(root), source);
    const text = (await fs.readFile(source, 'utf8')).replace(/^\uFEFF/, '');
    collected.bytes += Buffer.byteLength(text);
    const dir = path.dirname(source);
    if (MARKDOWN.test(source)) {
      let front;
      try {
        front = parseFrontMatter(text);
      } catch (error) {
        if (!(error instanceof FrontMatterError)) throw error;
        reject(
          name,
          [{ line: error.line, column: null, reason: `front matter: ${error.message}` }],
          'unread',
        );
        continue;
      }
      const base = path.basename(source).replace(MARKDOWN, '');
      const suffix = LOCALE_SUFFIX.exec(base);
      const declared = front.data.code ?? front.data.slug;
      const code = typeof declared === 'string' && declared.trim() ? declared.trim() : (suffix?.[1] ?? base);
      const locale =
        typeof front.data.locale === 'string' && front.data.locale
          ? front.data.locale
          : (suffix?.[2] ?? null);
      collected.parts.push({
        code,
        file: name,
        line: 1,
        dir,
        fields: front.data,
        locale: locale ?? '',
        body: front.body,
        html: false,
      });
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      reject(name, [{ line: 1, column: null, reason: `not JSON: ${(error as Error).message}` }]);
      continue;
    }
    const object =
      json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
    const entries = Array.isArray(json)
      ? json
      : Array.isArray(object?.contents)
        ? object.contents
        : object && 'translations' in object
          ? [object]
          : null;
    if (!entries) {
      reject(name, [
        { line: 1, column: null, reason: 'expected {"contents": [...]}, a list of contents or one content' },
      ]);
      continue;
    }
    for (const [i, raw] of (Array.isArray(object?.categories) ? object.categories : []).entries()) {
      const c = (raw ?? {}) as Record<string, unknown>;
      const line = typeof c.code === 'string' ? jsonLineOf(text, 'code', c.code) : 1;
      const titles = c.titles && typeof c.titles === 'object' ? (c.titles as Record<string, unknown>) : {};
      if (typeof c.code !== 'string' || !CODE.test(c.code)) {
        reject(
          name,
          [{ line, column: `categories.${i}.code`, reason: 'a code of letters, digits, _ . - is required' }],
          false,
        );
        continue;
      }
      if (
        !Object.keys(titles).length ||
        Object.values(titles).some((t) => typeof t !== 'string' || !t.trim() || hasControlCharacters(t))
      ) {
        reject(
          name,
          [
            {
              line,
              column: `categories.${i}.titles`,
              reason: 'titles by locale (non-empty texts) are required',
            },
          ],
          false,
        );
        continue;
      }
      collected.categories.push({
        file: name,
        line,
        code: c.code,
        parent: typeof c.parent === 'string' && c.parent ? c.parent : null,
        position: typeof c.position === 'number' ? c.position : i,
        titles: titles as Record<string, string>,
      });
    }
    for (const [i, raw] of entries.entries()) {
      const fields = fromJson(raw);
      if (typeof fields === 'string' || Array.isArray(fields)) {
        reject(name, [{ line: 1, column: `contents.${i}`, reason: 'a content is an object' }], 'unread');
        continue;
      }
      const code =
        typeof fields.code === 'string' ? fields.code : typeof fields.slug === 'string' ? fields.slug : '';
      const line = code ? jsonLineOf(text, typeof fields.code === 'string' ? 'code' : 'slug', code) : 1;
      collected.parts.push({ code, file: name, line, dir, fields, locale: null, body: null, html: true });
    }
  }
  return collected;
}

interface Lookup {
  locales: Set<string>;
  defaultLocale: string;
  categories: Map<string, number>;
  products: Map<string, number>;
  assets: Map<string, number>;
}

/** A content's parts merged and checked; the first part (in file order) that gives a shared field gives it. */
async function draftOf(
  code: string,
  parts: ContentPart[],
  root: string,
  lookup: Lookup,
  files: FileStore,
): Promise<ContentDraft> {
  const main = parts[0];
  const shared = (key: string) => parts.find((p) => p.fields[key] !== undefined);
  const field = (key: string) => {
    const part = shared(key);
    return part ? { part, value: part.fields[key] } : null;
  };
  if (!CODE.test(code))
    throw new Refusal(
      main,
      'code',
      `"${code}" is not a code of letters, digits, _ . - (give code: or slug:)`,
    );

  const dateField = field('date');
  let createdAt: Date | null = null;
  if (dateField) {
    const text = asText(dateField.value, 'date', dateField.part) ?? '';
    const date = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)
      ? new Date(text.replace(' ', 'T'))
      : null;
    if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text.slice(0, 10))
      throw new Refusal(dateField.part, 'date', `"${text}" is not a real date (YYYY-MM-DD)`);
    createdAt = date;
  }
  const linkField = field('link');
  const link = linkField ? asText(linkField.value, 'link', linkField.part) || null : null;
  if (link && !/^https?:\/\/[^\s]+$/i.test(link))
    throw new Refusal(linkField!.part, 'link', 'the link must be an http(s) address');
  const priorityField = field('priority') ?? field('sorting_priority');
  const priority = priorityField ? Number(asText(priorityField.value, 'priority', priorityField.part)) : 0;
  if (!Number.isInteger(priority) || Math.abs(priority) > 1_000_000)
    throw new Refusal(priorityField!.part, 'priority', 'the priority is a whole number');
  const activeField = field('active');
  const active = activeField ? !['false', '0', 'no'].includes(String(activeField.value).toLowerCase()) : true;

  const categoryField = field('categories') ?? field('category');
  const categories = categoryField ? asList(categoryField.value, 'categories', categoryField.part) : [];
  for (const c of categories)
    if (!lookup.categories.has(c))
      throw new Refusal(categoryField!.part, 'categories', `unknown content category "${c}"`);
  const productField = field('products');
  const skus = productField ? asList(productField.value, 'products', productField.part) : [];
  for (const sku of skus)
    if (!lookup.products.has(sku)) throw new Refusal(productField!.part, 'products', `unknown sku "${sku}"`);

  /** A file the content names: `asset:<path>` is an imported asset, anything else a file beside the part. */
  const fileOf = async (
    part: ContentPart,
    ref: string,
    column: string,
  ): Promise<{ file: FileRef } | { assetPath: string }> => {
    if (ref.startsWith('asset:')) {
      const assetPath = ref.slice(6).trim();
      if (!lookup.assets.has(assetPath)) throw new Refusal(part, column, `no imported asset "${assetPath}"`);
      return { assetPath };
    }
    if (path.isAbsolute(ref) || path.win32.isAbsolute(ref))
      throw new Refusal(part, column, `"${ref}" is absolute: name files relative to the document`);
    // Relative to the document, and never out of the folder of the whole import.
    const relative = path.relative(root, path.resolve(part.dir, ref));
    if (relative.startsWith('..') || path.isAbsolute(relative))
      throw new Refusal(part, column, `"${ref}" leaves the folder of the import`);
    const resolved = await resolveInside(root, relative);
    if ('reason' in resolved) throw new Refusal(part, column, resolved.reason);
    return { file: await files.add(resolved.file) };
  };
  const attachmentField = field('attachments');
  const attachments = [];
  if (attachmentField)
    for (const ref of asList(attachmentField.value, 'attachments', attachmentField.part))
      attachments.push(await fileOf(attachmentField.part, ref, 'attachments'));
  const thumbField = field('thumbnail');
  const thumbRef = thumbField ? asText(thumbField.value, 'thumbnail', thumbField.part) : undefined;
  const thumbnail = thumbRef ? await fileOf(thumbField!.part, thumbRef, 'thumbnail') : null;

  const translations = new Map<string, TranslationDraft>();
  const pending: Promise<void>[] = [];
  for (const part of parts) {
    const texts = new Map<string, { title?: string; introduction?: string; body?: string; html: boolean }>();
    const slot = (locale: string) => {
      if (!lookup.locales.has(locale)) throw new Refusal(part, 'locale', `unknown locale "${locale}"`);
      let s = texts.get(locale);
      if (!s) texts.set(locale, (s = { html: part.html }));
      return s;
    };
    const own = part.locale === null ? null : part.locale || lookup.defaultLocale;
    for (const [key, value] of Object.entries(part.fields)) {
      const suffixed = /^(title|introduction)-(.+)$/.exec(key);
      if (suffixed) slot(suffixed[2])[suffixed[1] as 'title'] = asText(value, key, part);
      else if (own && (key === 'title' || key === 'introduction')) slot(own)[key] = asText(value, key, part);
    }
    const map = part.fields.translations;
    if (map !== undefined) {
      if (typeof map !== 'object' || Array.isArray(map))
        throw new Refusal(part, 'translations', 'expected a map of locales');
      for (const [locale, t] of Object.entries(map)) {
        if (typeof t !== 'object' || Array.isArray(t))
          throw new Refusal(part, `translations.${locale}`, 'expected title, introduction and text');
        const s = slot(locale);
        s.title = asText(t.title, `translations.${locale}.title`, part) ?? s.title;
        s.introduction =
          asText(t.introduction, `translations.${locale}.introduction`, part) ?? s.introduction;
        const html = asText(t.html, `translations.${locale}.html`, part);
        const md = asText(
          t.markdown ?? (part.html ? undefined : t.text),
          `translations.${locale}.text`,
          part,
        );
        const text = part.html ? asText(t.text, `translations.${locale}.text`, part) : undefined;
        if (html !== undefined || text !== undefined) Object.assign(s, { body: html ?? text, html: true });
        else if (md !== undefined) Object.assign(s, { body: md, html: false });
      }
    }
    if (own && part.body !== null) {
      if (hasControlCharacters(part.body))
        throw new Refusal(part, 'text', 'holds a NUL or control character');
      Object.assign(slot(own), { body: part.body, html: false });
    }
    for (const [locale, t] of texts) {
      if (translations.has(locale))
        throw new Refusal(part, 'locale', `the ${locale} text of "${code}" is given twice`);
      if (!t.title) throw new Refusal(part, `title`, `no title for ${locale}`);
      const toHtml = async (markdown: string, isHtml: boolean, column: string) => {
        const refs: string[] = [];
        const html = isHtml
          ? markdown
          : markdownToHtml(markdown, {
              url: (url) => {
                if (!isRelativeFile(url)) return url;
                refs.push(url);
                return `\u0001${refs.length - 1}\u0001`;
              },
            });
        if (SCRIPT.test(html))
          throw new Refusal(
            part,
            column,
            `the ${locale} text holds a script, frame or event handler, which the portal never shows`,
          );
        const urls: string[] = [];
        for (const ref of refs) {
          const found = await fileOf(part, decodeURI(ref), column);
          if (!('file' in found))
            throw new Refusal(part, column, 'pictures and links in a text name files, not assets');
          urls.push(assetUrl(found.file.key));
        }
        return html.replace(/\u0001(\d+)\u0001/g, (_, i: string) => urls[Number(i)]);
      };
      const draft: TranslationDraft = { title: t.title, introduction: '', text: '' };
      translations.set(locale, draft);
      pending.push(
        (async () => {
          draft.introduction = t.introduction ? await toHtml(t.introduction, t.html, 'introduction') : '';
          draft.text = t.body ? await toHtml(t.body, t.html, 'text') : '';
        })(),
      );
    }
  }
  await Promise.all(pending);
  if (!translations.size) throw new Refusal(main, 'title', 'a content needs a title in at least one locale');
  return {
    code,
    file: main.file,
    line: main.line,
    createdAt,
    link,
    priority,
    active,
    categories,
    skus,
    translations,
    attachments,
    thumbnail,
  };
}

/** The files contents name, hashed and stored under their hash (so the same file is stored once, and again never). */
class FileStore {
  private readonly known = new Map<string, FileRef>();
  private readonly deps: Deps;
  private readonly dryRun: boolean;
  constructor(deps: Deps, dryRun: boolean) {
    this.deps = deps;
    this.dryRun = dryRun;
  }
  async add(file: string): Promise<FileRef> {
    const seen = this.known.get(file);
    if (seen) return seen;
    const bytes = await fs.readFile(file);
    const hash = createHash('sha256').update(bytes).digest('hex');
    const ext = (/\.([a-z0-9]{1,8})$/i.exec(file)?.[1] ?? 'bin').toLowerCase();
    const ref = { key: assetKey(hash, ext), hash, name: path.basename(file), file };
    // Stored before the rows that name it; a dry run stores nothing.
    if (!this.dryRun && !(await this.deps.storage.stat(ref.key)))
      await this.deps.storage.put(ref.key, bytes, mimeType(ext));
    this.known.set(file, ref);
    return ref;
  }
}

/** Contents (articles) from Markdown files with front matter and from JSON; see docs/import.md. */
export async function importContents(
  deps: Deps,
  file: string,
  options: ImportRun = {},
): Promise<ImportReport> {
  const name = path.basename(file);
  const dryRun = options.dryRun === true;
  const report: ImportReport = { ...emptyReport(name, dryRun), kind: 'contents' };
  if (options.full) report.archived = 0;
  const reject = (source: string, rejections: Rejection[], counts: boolean | 'unread' = true) => {
    if (counts) report.rejected++;
    // A file that cannot be read is a content read and refused.
    if (counts === 'unread') report.read++;
    for (const r of rejections) report.rejections.push({ file: source, ...r });
    if (report.rejections.length > 4 * LISTED_REJECTIONS) keepFirstLines(report);
  };
  const { root, files: sources } = await readSources(file);
  const collected = await collect(root, sources, reject);
  const [{ codes, defaultCode }, products, assets] = await Promise.all([
    localeSettings(deps.db),
    deps.db.selectFrom('product').select(['id', 'sku']).execute(),
    deps.db.selectFrom('asset').select(['id', 'source_path']).where('source_path', 'is not', null).execute(),
  ]);
  const store = new FileStore(deps, dryRun);
  let changed = false;

  await runImport(deps, dryRun, async (inBatch) => {
    // Categories a JSON file defines, parents first as the file lists them, in one transaction.
    const categories = await inBatch(async (db) => {
      const ids = await contentCategoryIds(db);
      for (const c of collected.categories) {
        const unknown = Object.keys(c.titles).filter((l) => !codes.includes(l));
        if (unknown.length) {
          reject(
            c.file,
            [{ line: c.line, column: 'titles', reason: `unknown locale "${unknown[0]}"` }],
            false,
          );
          continue;
        }
        const parentId = c.parent === null ? null : ids.get(c.parent);
        if (parentId === undefined) {
          reject(
            c.file,
            [{ line: c.line, column: 'parent', reason: `unknown parent category "${c.parent}"` }],
            false,
          );
          continue;
        }
        ids.set(
          c.code,
          await upsertContentCategory(db, { code: c.code, parentId, position: c.position, titles: c.titles }),
        );
      }
      return ids;
    });
    const lookup: Lookup = {
      locales: new Set(codes),
      defaultLocale: defaultCode,
      categories,
      products: new Map(products.map((p) => [p.sku, p.id])),
      assets: new Map(assets.map((a) => [a.source_path!, a.id])),
    };

    // The parts of each code, in file order (the main file, `x.md`, sorts before its `x.de_DE.md`).
    const byCode = new Map<string, ContentPart[]>();
    for (const part of collected.parts) byCode.set(part.code, [...(byCode.get(part.code) ?? []), part]);
    const drafts: { draft: ContentDraft; hash: string }[] = [];
    const present = new Set<string>();
    for (const [code, parts] of byCode) {
      report.read++;
      if (code) present.add(code);
      options.onProgress?.({ rows: report.read, bytes: 0, totalBytes: null });
      try {
        const draft = await draftOf(code, parts, root, lookup, store);
        drafts.push({ draft, hash: hashOf(hashed(draft)) });
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        reject(error.file, [error.rejection]);
      }
    }

    const batchSize = options.batchSize ?? 200;
    for (let i = 0; i < drafts.length; i += batchSize) {
      const part = drafts.slice(i, i + batchSize);
      const counts = await inBatch(async (db) => {
        const states = await contentImportStates(
          db,
          part.map((d) => d.draft.code),
        );
        const done = { created: 0, updated: 0, unchanged: 0 };
        for (const { draft, hash } of part) {
          const stored = states.get(draft.code);
          if (stored && stored.hash === hash && stored.active === draft.active) {
            done.unchanged++;
            continue;
          }
          await upsertContent(
            db,
            draft.code,
            hash,
            toNewContent(draft, lookup, stored?.createdAt),
            stored?.id,
          );
          done[stored ? 'updated' : 'created']++;
        }
        return done;
      });
      report.created += counts.created;
      report.updated += counts.updated;
      report.unchanged += counts.unchanged;
    }
    if (options.full) {
      if (!present.size) throw new Error(`${name}: a full import needs at least one content`);
      report.archived = await inBatch((db) => archiveContentsExcept(db, [...present]));
    }
    changed = report.created + report.updated + (report.archived ?? 0) > 0;
  });
  options.onProgress?.({ rows: report.read, bytes: collected.bytes, totalBytes: collected.bytes });
  keepFirstLines(report);
  if (changed && !dryRun) await noteChanges(deps.db, options, 'contents');
  return report;
}

/** What decides whether a content changed: everything written, files by their hash. */
function hashed(draft: ContentDraft) {
  const file = (f: { file: FileRef } | { assetPath: string }) =>
    'file' in f ? { hash: f.file.hash, ext: f.file.key.split('.').pop() } : f;
  return {
    ...draft,
    file: undefined,
    line: undefined,
    createdAt: draft.createdAt?.toISOString() ?? null,
    translations: [...draft.translations].sort(([a], [b]) => (a < b ? -1 : 1)),
    attachments: draft.attachments.map(file),
    thumbnail: draft.thumbnail && file(draft.thumbnail),
  };
}

function toNewContent(draft: ContentDraft, lookup: Lookup, storedCreatedAt?: Date): NewContent {
  const ref = (f: { file: FileRef } | { assetPath: string }) =>
    'file' in f ? { storageKey: f.file.key } : { assetId: lookup.assets.get(f.assetPath)! };
  return {
    status: draft.active,
    link: draft.link,
    sortingPriority: draft.priority,
    thumbnail: draft.thumbnail && ref(draft.thumbnail),
    // Without a date a content keeps the one it has (a new one: now).
    createdAt: draft.createdAt ?? storedCreatedAt ?? new Date(),
    translations: [...draft.translations].map(([locale, t]) => ({ locale, ...t })),
    categoryIds: draft.categories.map((c) => lookup.categories.get(c)!),
    productIds: draft.skus.map((s) => lookup.products.get(s)!),
    attachments: draft.attachments.map(ref),
  };
}

/** Markdown or JSON files in a folder named `contents`, or one such file named like `contents*.json`. */
export const contentsImporter: KindImporter = {
  kind: 'contents',
  detect: (file, header) => {
    if (header !== null) return false;
    const name = path.basename(file);
    // A Markdown file with front matter (a README beside an export is not an article).
    if (MARKDOWN.test(name)) return startsWithFrontMatter(file);
    if (/\.json$/i.test(name))
      return /^(contents?|articles?)\b/i.test(name) || /(^|[/\\])(contents?|articles?)[/\\]/i.test(file);
    try {
      return /^(contents?|articles?)$/i.test(name) && fsSync.statSync(file).isDirectory();
    } catch {
      return false;
    }
  },
  run: importContents,
};

function startsWithFrontMatter(file: string): boolean {
  try {
    const fd = fsSync.openSync(file, 'r');
    try {
      const head = Buffer.alloc(8);
      const n = fsSync.readSync(fd, head, 0, 8, 0);
      return /^(\uFEFF)?---\r?\n/.test(head.subarray(0, n).toString('utf8'));
    } finally {
      fsSync.closeSync(fd);
    }
  } catch {
    return false;
  }
}
