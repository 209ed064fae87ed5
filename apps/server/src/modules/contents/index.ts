import { areaPlugin } from '../../plugins/area.ts';
import { contentRoutes as contentRoutesPlugin } from './content.routes.ts';
// The area listens for its changes (db/changes.ts) wherever its face is loaded.
import './content.changes.ts';

/** The content library: articles in a category tree, linked to products, with attachments. */
export {
  contentById,
  contentCategoryTree,
  importContentCategory,
  writeContents,
  listContents,
} from './content.service.ts';
export type { NewContent, NewContentCategory } from './content.repository.ts';
/** The articles that use an asset (the console lists them before the asset is deleted). */
export { articlesUsingAsset } from './asset-usage.repository.ts';
export { cleanArticle } from './article-input.ts';
export { articleCategories, articleList, articleView } from './content-editor.service.ts';
export { articleRecord } from './content-editor.repository.ts';
export {
  deleteArticleRow,
  insertArticle,
  updateArticle,
  updatePublication,
} from './content-editor.writer.ts';
export {
  archiveContentsExcept,
  contentCategoryIds,
  contentImportStates,
  setContentsArchived,
  upsertContent,
  upsertContentCategory,
} from './content.writer.ts';
export const contentRoutes = areaPlugin('contents', ['config', 'db'], contentRoutesPlugin);
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './content.tables.ts';
