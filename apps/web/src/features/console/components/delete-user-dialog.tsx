import Typography from '@mui/material/Typography';
import type { ConsoleUser } from '@vitrine/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useLocalePath } from '@/shared/locale/locale-context';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useDeleteUser } from '../api/users';
import { ConfirmDialog } from './confirm-dialog';

/** Asks before a person is deleted for good, saying what goes with the account. */
export function DeleteUserDialog({ user, onClose }: { user: ConsoleUser; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const to = useLocalePath();
  const remove = useDeleteUser(user.id);
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify(t('console.users.deleted_done', { email: user.email }), 'success');
        void navigate(to('/admin/users'), { replace: true });
      },
      onError: (error) => notify(errorMessage(error, t('common.something_went_wrong')), 'error'),
    });
  return (
    <ConfirmDialog
      titleId="delete-user-title"
      title={t('console.users.delete_title', { name })}
      confirmLabel={t('console.users.delete_confirm')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Typography>{t('console.users.delete_text')}</Typography>
    </ConfirmDialog>
  );
}
