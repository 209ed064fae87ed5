import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useDeleteArticle } from '../api/articles';
import { ConfirmDialog } from './confirm-dialog';

/** Asks before an article is deleted for good (its files stay in the asset library). */
export function DeleteArticleDialog({
  id,
  title,
  onClose,
  onDeleted,
}: {
  id: number;
  title: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteArticle(id);
  return (
    <ConfirmDialog
      titleId="delete-article-title"
      title={t('console.articles.delete_title')}
      confirmLabel={t('console.articles.delete')}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(undefined, { onSuccess: onDeleted })}
      onClose={onClose}
    >
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {t('console.articles.delete_text', { title })}
      </Typography>
      {remove.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(remove.error, t('common.something_went_wrong'))}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
