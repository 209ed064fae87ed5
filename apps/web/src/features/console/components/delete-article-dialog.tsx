import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useDeleteArticle } from '../api/articles';
import { ConsoleDialog } from './console-dialog';

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
    <ConsoleDialog
      titleId="delete-article-title"
      title={t('console.articles.delete_title')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} autoFocus>
            {t('common.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            loading={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: onDeleted })}
          >
            {t('console.articles.delete')}
          </Button>
        </>
      }
    >
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {t('console.articles.delete_text', { title })}
      </Typography>
      {remove.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(remove.error, t('common.something_went_wrong'))}
        </Alert>
      )}
    </ConsoleDialog>
  );
}
