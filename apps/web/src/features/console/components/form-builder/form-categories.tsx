import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConsoleFormCategory } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useDeleteFormCategory, useFormCategories } from '../../api/forms';
import { ConfirmDialog } from '../confirm-dialog';
import { FormCategoryDialog } from './form-category-dialog';

/** The form categories: each renamed, or deleted after asking (its forms stay, without one); new ones made. */
export function FormCategories() {
  const { t } = useTranslation();
  const notify = useNotify();
  const categories = useFormCategories();
  const remove = useDeleteFormCategory();
  const [editing, setEditing] = useState<ConsoleFormCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ConsoleFormCategory | null>(null);
  return (
    <Stack spacing={1} component="section" aria-labelledby="form-categories-title">
      <Typography id="form-categories-title" variant="h6" component="h2">
        {t('console.forms.categories')}
      </Typography>
      <List dense disablePadding>
        {(categories.data ?? []).map((c) => (
          <ListItem
            key={c.id}
            disableGutters
            secondaryAction={
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  onClick={() => setEditing(c)}
                  aria-label={t('console.forms.edit_named', { name: c.name })}
                >
                  {t('console.forms.edit')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={t('console.forms.delete_named', { name: c.name })}
                  onClick={() => setDeleting(c)}
                >
                  {t('console.forms.delete')}
                </Button>
              </Stack>
            }
            sx={{ pr: 22 }}
          >
            <ListItemText
              primary={c.name}
              secondary={t('console.forms.category_forms', { count: c.forms })}
            />
          </ListItem>
        ))}
      </List>
      <Button variant="outlined" onClick={() => setEditing('new')} sx={{ alignSelf: 'flex-start' }}>
        {t('console.forms.new_category')}
      </Button>
      {deleting && (
        <ConfirmDialog
          titleId="delete-category-title"
          title={t('console.forms.delete_category_title', { name: deleting.name })}
          confirmLabel={t('console.forms.delete')}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                notify(t('console.forms.category_deleted'), 'success');
                setDeleting(null);
              },
              onError: (error) => notify(errorMessage(error, t('common.something_went_wrong')), 'error'),
            })
          }
          onClose={() => setDeleting(null)}
        >
          <Typography>{t('console.forms.delete_category_text', { count: deleting.forms })}</Typography>
        </ConfirmDialog>
      )}
      {editing && (
        <FormCategoryDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
