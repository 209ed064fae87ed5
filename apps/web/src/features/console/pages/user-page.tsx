import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConsoleRole, ConsoleUser, ConsoleUserChange } from '@vitrine/contract';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { useLocalePath } from '@/shared/locale/locale-context';
import { useNotify } from '@/shared/notifications/notifications-context';
import { ErrorState } from '@/shared/ui/error-state';
import { downloadUserData, useChangeUser, useConsoleUser, useEndSessions, useSendReset } from '../api/users';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { AuditTable } from '../components/audit-table';
import { LanguageField } from '../components/language-field';
import { GroupField, RoleFields } from '../components/role-fields';
import { useMomentText } from '../components/use-moment-text';

type Editable = Required<Pick<ConsoleUserChange, 'first_name' | 'last_name' | 'company'>> & {
  group_id: number | null;
  roles: ConsoleRole[];
  locale: string | null;
};

const editable = (user: ConsoleUser): Editable => ({
  first_name: user.first_name,
  last_name: user.last_name,
  company: user.company,
  group_id: user.group?.id ?? null,
  roles: user.roles,
  locale: user.locale,
});

/** The fields of `next` that differ from `saved` (what a save sends). */
function changes(saved: Editable, next: Editable): ConsoleUserChange {
  return Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(saved[key as keyof Editable]),
    ),
  ) as ConsoleUserChange;
}

function UserForm({ user }: { user: ConsoleUser }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const change = useChangeUser(user.id);
  const endSessions = useEndSessions(user.id);
  const to = useLocalePath();
  const reset = useSendReset(user.id);
  const [deleting, setDeleting] = useState(false);
  const [values, setValues] = useState<Editable>(() => editable(user));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const saved = editable(user);
  const pending = changes(saved, values);
  const failed = (error: unknown) => {
    const message = errorMessage(error, t('common.something_went_wrong'));
    if (error instanceof ApiError && error.field) setErrors({ [error.field]: message });
    else notify(message, 'error');
  };
  const save = (body: ConsoleUserChange, done: string) =>
    change.mutate(body, {
      onSuccess: (next) => {
        setValues(editable(next));
        setErrors({});
        notify(done, 'success');
      },
      onError: failed,
    });
  const moment = useMomentText();

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack
            component="form"
            spacing={2}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              save(pending, t('console.users.saved'));
            }}
          >
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              {t('console.users.profile')}
            </Typography>
            <TextField
              label={t('console.users.email')}
              value={user.email}
              slotProps={{ input: { readOnly: true } }}
            />
            {(['first_name', 'last_name', 'company'] as const).map((name) => (
              <TextField
                key={name}
                name={name}
                label={t(`console.users.${name}`)}
                required={name !== 'company'}
                value={values[name]}
                onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
                error={Boolean(errors[name])}
                helperText={errors[name]}
                slotProps={{ htmlInput: { maxLength: name === 'company' ? 200 : 100 } }}
              />
            ))}
            <GroupField
              label={t('console.users.group')}
              value={values.group_id}
              allowNone
              onChange={(group_id) => setValues((v) => ({ ...v, group_id }))}
              error={errors.group_id}
            />
            <LanguageField
              value={values.locale}
              onChange={(locale) => setValues((v) => ({ ...v, locale }))}
            />
            <RoleFields value={values.roles} onChange={(roles) => setValues((v) => ({ ...v, roles }))} />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button
                onClick={() => {
                  setValues(saved);
                  setErrors({});
                }}
                disabled={Object.keys(pending).length === 0}
              >
                {t('common.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                loading={change.isPending}
                disabled={Object.keys(pending).length === 0}
              >
                {t('common.save')}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              {t('console.users.access')}
            </Typography>
            {user.disabled && <Alert severity="warning">{t('console.users.disabled_note')}</Alert>}
            {user.must_reset_password && !user.disabled && (
              <Alert severity="info">{t('console.users.password_pending')}</Alert>
            )}
            <Typography variant="body2">
              {t('console.users.last_sign_in')}: {moment(user.last_sign_in_at)}
              <br />
              {t('console.users.created')}: {moment(user.created_at)}
              <br />
              {t('console.users.sessions', { count: user.active_sessions })}
            </Typography>
            <Button
              variant="outlined"
              onClick={() =>
                endSessions.mutate(undefined, {
                  onSuccess: () => notify(t('console.users.sessions_ended'), 'success'),
                  onError: failed,
                })
              }
              loading={endSessions.isPending}
              disabled={user.active_sessions === 0}
            >
              {t('console.users.end_sessions')}
            </Button>
            <Button
              variant="outlined"
              onClick={() =>
                reset.mutate(undefined, {
                  onSuccess: () => notify(t('console.users.reset_sent', { email: user.email }), 'success'),
                  onError: failed,
                })
              }
              loading={reset.isPending}
              disabled={user.disabled}
            >
              {t('console.users.send_reset')}
            </Button>
            <Button variant="outlined" onClick={() => void downloadUserData(user.id).catch(failed)}>
              {t('console.users.export')}
            </Button>
            <Button variant="outlined" component={RouterLink} to={to(`/admin/downloads?user=${user.id}`)}>
              {t('console.downloads.history_of_person')}
            </Button>
            <Button
              variant={user.disabled ? 'contained' : 'outlined'}
              color={user.disabled ? 'primary' : 'error'}
              onClick={() =>
                save(
                  { disabled: !user.disabled },
                  t(user.disabled ? 'console.users.enabled_done' : 'console.users.disabled_done'),
                )
              }
              loading={change.isPending}
            >
              {t(user.disabled ? 'console.users.enable' : 'console.users.disable')}
            </Button>
            <Button color="error" onClick={() => setDeleting(true)}>
              {t('console.users.delete')}
            </Button>
          </Stack>
        </Paper>
      </Grid>
      {deleting && <DeleteUserDialog user={user} onClose={() => setDeleting(false)} />}
      <Grid size={12}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('console.users.history')}
        </Typography>
        <AuditTable target={{ target_kind: 'user', target_id: String(user.id) }} />
      </Grid>
    </Grid>
  );
}

/** /{locale}/admin/users/:id: one person's account, roles, sign-ins and the changes made to it. */
export function UserPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const id = Number(useParams().id);
  const user = useConsoleUser(id);
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={to('/admin/users')}>
        {t('console.users.back')}
      </Link>
      {user.isPending ? (
        <Skeleton variant="rounded" height={480} aria-label={t('common.loading')} />
      ) : user.isError ? (
        <ErrorState message={errorMessage(user.error, '')} onRetry={() => void user.refetch()} />
      ) : (
        <>
          <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
            {`${user.data.first_name} ${user.data.last_name}`.trim() || user.data.email}
          </Typography>
          <UserForm key={user.data.id} user={user.data} />
        </>
      )}
    </Stack>
  );
}
