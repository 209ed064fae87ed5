import Button from '@mui/material/Button';
import { zodResolver } from '@/shared/forms/zod-resolver';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NewPasswordField, NewPasswordInput } from '@/shared/forms/new-password-field';
import { FormStack } from '@/shared/forms/form-stack';

const ResetSchema = z.object({ password: NewPasswordInput });

interface ResetFormProps {
  loading: boolean;
  onSubmit: (password: string) => void;
  /** The server's last refusal; a common password is shown at the field. */
  serverError?: unknown;
}

/** The new password, with the rule shown under it before anything is sent. */
export function ResetForm({ loading, onSubmit, serverError }: ResetFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(ResetSchema),
    defaultValues: { password: '' },
  });
  const password = useWatch({ control, name: 'password' });
  return (
    <FormStack onSubmit={handleSubmit((values) => onSubmit(values.password))}>
      <NewPasswordField
        control={control}
        name="password"
        label={t('auth.reset.password')}
        setError={setError}
        serverError={serverError}
      />
      <Button type="submit" variant="contained" size="large" loading={loading} disabled={!password}>
        {t('auth.reset.submit')}
      </Button>
    </FormStack>
  );
}
