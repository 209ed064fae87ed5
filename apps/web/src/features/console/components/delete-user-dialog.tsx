import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ConsoleUser } from '@vitrine/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useLocalePath } from '@/shared/locale/locale-context';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useDeleteUser } from '../api/users';

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
    <Dialog open onClose={onClose} aria-labelledby="delete-user-title" aria-describedby="delete-user-text">
      <DialogTitle id="delete-user-title">{t('console.users.delete_title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-user-text">{t('console.users.delete_text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} loading={remove.isPending}>
          {t('console.users.delete_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
