import type { Content } from '@vitrine/contract';
import { ArticleEditorPage } from '@/features/console/pages/article-editor-page';
import { ContentDetail } from '@/features/contents/components/content-detail';

/** The console's preview draws an article with the visitors' own article component. */
const renderArticle = (content: Content) => <ContentDetail content={content} />;

/**
 * /{locale}/admin/articles/new and …/:id: the console's article editor, previewing with the
 * contents feature's article page (features never import each other; the route joins them).
 */
export function ArticleEditorRoute() {
  return <ArticleEditorPage renderPreview={renderArticle} />;
}
