import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { TRANSLATED } from '@/shared/forms/field-error';
import { lazyZodResolver } from '@/shared/forms/zod-resolver';
import { FormPasswordField } from '@/shared/forms/form-password-field';
import { NewPasswordField, isWeakPassword } from '@/shared/forms/new-password-field';
import { FormStack } from '@/shared/forms/form-stack';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useChangePassword } from '../api/change-password';
import type { ChangePasswordValues } from './change-password-schema';

const resolver = lazyZodResolver<ChangePasswordValues>(() =>
  import('./change-password-schema').then((m) => m.ChangePasswordSchema),
);

/**
 * A new password needs the current one (a session left open elsewhere must not take the account
 * over); afterwards the other devices are signed out and this one stays signed in.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const change = useChangePassword();
  const { control, handleSubmit, reset, setError } = useForm<ChangePasswordValues>({
    resolver,
    defaultValues: { current_password: '', password: '' },
  });
  const submit = (values: ChangePasswordValues) =>
    change.mutate(values, {
      onSuccess: () => {
        reset();
        notify(t('profile.password_changed'), 'success');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'wrong_password') {
          setError(
            'current_password',
            { type: TRANSLATED, message: t('profile.current_password_wrong') },
            { shouldFocus: true },
          );
        } else if (!isWeakPassword(error))
          notify(errorMessage(error, t('common.something_went_wrong')), 'error');
      },
    });
  return (
    <FormStack onSubmit={handleSubmit(submit)} busy={change.isPending}>
      <Typography variant="body2" color="text.secondary">
        {t('profile.password_intro')}
      </Typography>
      <FormPasswordField
        control={control}
        name="current_password"
        label={t('profile.current_password')}
        autoComplete="current-password"
        required
      />
      <NewPasswordField
        control={control}
        name="password"
        label={t('profile.new_password')}
        setError={setError}
        serverError={change.error}
      />
      <Button type="submit" variant="contained" loading={change.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('profile.password_submit')}
      </Button>
    </FormStack>
  );
}
