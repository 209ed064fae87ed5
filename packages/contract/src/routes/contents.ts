import { z } from 'zod';
import { Id } from '../common.ts';
import { Content, ContentCategoryList, ContentListAnswer, ContentQuery } from '../contents.ts';
import { API_BASE } from '../paths.ts';
import { route } from './route.ts';

const tags = ['contents'];

/** The content library: pages of contents, their category tree and one content with its attachments. */
export const contentRoutes = {
  listContents: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/content/',
    operationId: 'listContents',
    tags,
    summary:
      'A page of contents with the total: newest first by default, by relevance while searching; ' +
      'filters[category] takes a category code (its sub-categories included), filters[product] a product id',
    query: ContentQuery,
    answer: ContentListAnswer,
    errors: [400, 401],
  }),
  listContentCategories: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/content/categories',
    operationId: 'listContentCategories',
    tags,
    summary: "The content category tree, without the dashboard's category",
    answer: ContentCategoryList,
    errors: [401],
  }),
  getContent: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/content/:id',
    operationId: 'getContent',
    tags,
    summary: 'One content with its attachments',
    params: z.object({ id: Id }),
    answer: Content,
    errors: [400, 401, 404],
  }),
};
