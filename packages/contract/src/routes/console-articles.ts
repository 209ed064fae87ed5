import { z } from 'zod';
import { Id } from '../common.ts';
import {
  ArticlePublication,
  ConsoleArticle,
  ConsoleArticleCategoryList,
  ConsoleArticleInput,
  ConsoleArticleList,
  ConsoleArticleQuery,
} from '../console-articles.ts';
import { API_BASE } from '../paths.ts';
import { route } from './route.ts';

const tags = ['console'];
/** Every console call needs a signed-in administrator: 401 without a session, 403 for anyone else. */
const errors = [400, 401, 403] as const;
const byId = z.object({ id: Id });
const ARTICLES = '/private/console/articles';

/** Writing articles in the operator console (administrators only); each write in one transaction. */
export const consoleArticleRoutes = {
  listConsoleArticles: route({
    method: 'GET',
    base: API_BASE,
    path: ARTICLES,
    operationId: 'listConsoleArticles',
    tags,
    summary:
      'Every article, drafts too, a page at a time: by title words in any language, category and ' +
      'state (draft, scheduled, published), most recently changed first by default',
    query: ConsoleArticleQuery,
    answer: ConsoleArticleList,
    errors,
  }),
  listConsoleArticleCategories: route({
    method: 'GET',
    base: API_BASE,
    path: `${ARTICLES}/categories`,
    operationId: 'listConsoleArticleCategories',
    tags,
    summary: 'Every content category in tree order, named in the reader\u2019s language',
    answer: ConsoleArticleCategoryList,
    errors,
  }),
  getConsoleArticle: route({
    method: 'GET',
    base: API_BASE,
    path: `${ARTICLES}/:id`,
    operationId: 'getConsoleArticle',
    tags,
    summary: 'One article with every language\u2019s texts, its links and its publication',
    params: byId,
    answer: ConsoleArticle,
    errors: [...errors, 404],
  }),
  createConsoleArticle: route({
    method: 'POST',
    base: API_BASE,
    path: ARTICLES,
    operationId: 'createConsoleArticle',
    tags,
    summary:
      'Writes a new article as a draft; its HTML is sanitised as visitors\u2019 pages are, and its ' +
      'pictures must be files of the asset library',
    body: ConsoleArticleInput,
    answer: ConsoleArticle,
    errors,
  }),
  changeConsoleArticle: route({
    method: 'PUT',
    base: API_BASE,
    path: `${ARTICLES}/:id`,
    operationId: 'changeConsoleArticle',
    tags,
    summary:
      'Writes an article again whole (languages left out are removed); nothing changes when any ' +
      'part is refused',
    params: byId,
    body: ConsoleArticleInput,
    answer: ConsoleArticle,
    errors: [...errors, 404],
  }),
  publishConsoleArticle: route({
    method: 'PUT',
    base: API_BASE,
    path: `${ARTICLES}/:id/publication`,
    operationId: 'publishConsoleArticle',
    tags,
    summary:
      'Publishes an article (at once, or from `publish_at`: it shows from then on without another ' +
      'step) or takes it back to a draft',
    params: byId,
    body: ArticlePublication,
    answer: ConsoleArticle,
    errors: [...errors, 404],
  }),
  deleteConsoleArticle: route({
    method: 'DELETE',
    base: API_BASE,
    path: `${ARTICLES}/:id`,
    operationId: 'deleteConsoleArticle',
    tags,
    summary: 'Deletes an article with its languages and links (the assets stay in the library)',
    params: byId,
    answer: null,
    errors: [...errors, 404],
  }),
};
