import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ConsoleFormDetail } from '@vitrine/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useLocalePath } from '@/shared/locale/locale-context';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useDeleteForm } from '../../api/forms';
import { ConfirmDialog } from '../confirm-dialog';

/**
 * Deletes a form after asking. A form with results is not deleted (the server refuses it): the
 * dialog says so and offers to switch it off instead, which the builder's switch does.
 */
export function DeleteFormButton({ form }: { form: ConsoleFormDetail }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const to = useLocalePath();
  const remove = useDeleteForm();
  const [open, setOpen] = useState(false);
  const blocked = form.results > 0;
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)}>
        {t('console.forms.delete')}
      </Button>
      {open && (
        <ConfirmDialog
          titleId="delete-form-title"
          title={t('console.forms.delete_title')}
          // A form with results is switched off instead: there is nothing to confirm.
          confirmLabel={blocked ? undefined : t('console.forms.delete')}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(form.id, {
              onSuccess: () => {
                notify(t('console.forms.deleted'), 'success');
                void navigate(to('/admin/forms'), { replace: true });
              },
              onError: (error) => notify(errorMessage(error, t('common.something_went_wrong')), 'error'),
            })
          }
          onClose={() => setOpen(false)}
        >
          <Typography>
            {blocked
              ? t('console.forms.delete_blocked', { count: form.results })
              : t('console.forms.delete_text')}
          </Typography>
        </ConfirmDialog>
      )}
    </>
  );
}
