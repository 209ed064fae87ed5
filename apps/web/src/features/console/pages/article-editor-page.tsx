import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useLocalePath } from '@/shared/locale/locale-context';
import { ErrorState } from '@/shared/ui/error-state';
import { useArticle } from '../api/articles';
import { ArticleEditor } from '../components/article-editor';
import type { RenderArticle } from '../components/article-preview';

/**
 * /{locale}/admin/articles/new and /{locale}/admin/articles/:id: writing an article. The preview
 * draws it with the visitors' own article component, handed in by the route (features do not
 * import each other).
 */
export function ArticleEditorPage({ renderPreview }: { renderPreview: RenderArticle }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const param = useParams().id;
  const id = param && /^\d{1,9}$/.test(param) ? Number(param) : null;
  const article = useArticle(id);
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={to('/admin/articles')} sx={{ alignSelf: 'flex-start' }}>
        {t('console.articles.back')}
      </Link>
      {param !== undefined && id === null ? (
        <ErrorState message={t('console.articles.not_found')} />
      ) : id === null ? (
        <ArticleEditor key="new" article={null} renderPreview={renderPreview} />
      ) : article.isPending ? (
        <Skeleton variant="rounded" height={480} aria-label={t('common.loading')} />
      ) : article.isError ? (
        <ErrorState message={errorMessage(article.error, '')} onRetry={() => void article.refetch()} />
      ) : (
        <ArticleEditor key={id} article={article.data} renderPreview={renderPreview} />
      )}
    </Stack>
  );
}
