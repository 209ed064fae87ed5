import type {
  ArticlePublication,
  ConsoleArticle,
  ConsoleArticleInput,
  ConsoleArticleList,
  ConsoleArticleQuery,
} from '@vitrine/contract';
import { noteChanges } from '../../db/changes.ts';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { Principal } from '../../lib/principal.ts';
import {
  articleList,
  articleRecord,
  articleView,
  cleanArticle,
  deleteArticleRow,
  insertArticle,
  updateArticle,
  updatePublication,
} from '../contents/index.ts';
import { recordChange } from './audit.service.ts';
import { administrator } from './users.service.ts';

// Articles written in the console: each write in one transaction with its audit entry; the
// search's words follow after the commit (the search rows themselves follow in the transaction).

const missing = () => notFound('There is no such article', 'content_not_found');

/** What the audit log keeps of an article: its titles, links and publication, not its texts. */
function audited(article: ConsoleArticle) {
  return {
    titles: Object.fromEntries(Object.entries(article.translations).map(([l, t]) => [l, t.title])),
    categories: article.categories,
    attachments: article.attachments.map((a) => a.id),
    products: article.products.map((p) => p.id),
    thumbnail: article.thumbnail?.id ?? null,
    link: article.link,
    published: article.published,
    publish_at: article.publish_at,
  };
}
const label = (article: ConsoleArticle) => Object.values(article.translations)[0]?.title ?? '';

async function viewOf(db: Database, id: number, locale: RequestLocale): Promise<ConsoleArticle> {
  const view = await articleView(db, id, locale);
  if (!view) throw missing();
  return view;
}

/** The article locked till the transaction's end, as the editor sees it (404 when there is none). */
async function lockedView(db: Database, id: number, locale: RequestLocale): Promise<ConsoleArticle> {
  const record = await articleRecord(db, id, true);
  if (!record) throw missing();
  return (await articleView(db, id, locale, record))!;
}

/** Search words (typo tolerance) and the tables' statistics follow every write. */
const refreshed = (deps: Deps) => noteChanges(deps.db, {}, 'contents');

export async function articlePage(
  deps: Deps,
  principal: Principal,
  query: ConsoleArticleQuery,
  locale: RequestLocale,
): Promise<ConsoleArticleList> {
  await administrator(deps, principal);
  return articleList(deps.db, query, locale);
}

export async function articleDetail(deps: Deps, principal: Principal, id: number, locale: RequestLocale) {
  await administrator(deps, principal);
  return viewOf(deps.db, id, locale);
}

/** Writes a new article as a draft. */
export async function createArticle(
  deps: Deps,
  principal: Principal,
  input: ConsoleArticleInput,
  locale: RequestLocale,
): Promise<ConsoleArticle> {
  const actor = await administrator(deps, principal);
  const article = await cleanArticle(deps.db, input, locale, new Date());
  const view = await deps.db.transaction().execute(async (trx) => {
    const id = await insertArticle(trx, article);
    const written = await viewOf(trx, id, locale);
    await recordChange(trx, actor, {
      action: 'article.created',
      target: { kind: 'article', id, label: label(written) },
      after: audited(written),
    });
    return written;
  });
  await refreshed(deps);
  return view;
}

/** Writes an article again whole; its publication stays as it is. */
export async function changeArticle(
  deps: Deps,
  principal: Principal,
  id: number,
  input: ConsoleArticleInput,
  locale: RequestLocale,
): Promise<ConsoleArticle> {
  const actor = await administrator(deps, principal);
  const stored = await articleRecord(deps.db, id);
  if (!stored) throw missing();
  const texts = stored.translations.flatMap((t) => [t.introduction, t.text]);
  const article = await cleanArticle(deps.db, input, locale, new Date(), texts);
  const view = await deps.db.transaction().execute(async (trx) => {
    const before = await lockedView(trx, id, locale);
    await updateArticle(trx, id, article);
    const after = await viewOf(trx, id, locale);
    await recordChange(trx, actor, {
      action: 'article.changed',
      target: { kind: 'article', id, label: label(after) },
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
  await refreshed(deps);
  return view;
}

/** Publishes an article (now or from a time) or takes it back to a draft. */
export async function publishArticle(
  deps: Deps,
  principal: Principal,
  id: number,
  change: ArticlePublication,
  locale: RequestLocale,
): Promise<ConsoleArticle> {
  const actor = await administrator(deps, principal);
  return deps.db.transaction().execute(async (trx) => {
    const before = await lockedView(trx, id, locale);
    const from = change.publish_at === null ? null : new Date(change.publish_at);
    await updatePublication(trx, id, change.published, from);
    const after = await viewOf(trx, id, locale);
    await recordChange(trx, actor, {
      action: change.published ? 'article.published' : 'article.unpublished',
      target: { kind: 'article', id, label: label(after) },
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

/** Deletes an article with its languages and links. */
export async function deleteArticle(
  deps: Deps,
  principal: Principal,
  id: number,
  locale: RequestLocale,
): Promise<void> {
  const actor = await administrator(deps, principal);
  await deps.db.transaction().execute(async (trx) => {
    const before = await lockedView(trx, id, locale);
    await deleteArticleRow(trx, id);
    await recordChange(trx, actor, {
      action: 'article.deleted',
      target: { kind: 'article', id, label: label(before) },
      before: audited(before),
    });
  });
  await refreshed(deps);
}
