import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@/shared/forms/zod-resolver';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormPasswordField } from '@/shared/forms/form-password-field';

// No length or strength rule here (spec 5); the server's own message is shown if it refuses one.
const ResetSchema = z.object({ password: z.string().min(1, 'Required') });

interface ResetFormProps {
  loading: boolean;
  onSubmit: (password: string) => void;
}

export function ResetForm({ loading, onSubmit }: ResetFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ResetSchema),
    defaultValues: { password: '' },
  });
  const password = useWatch({ control, name: 'password' });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={handleSubmit((values) => onSubmit(values.password))}
    >
      <FormPasswordField
        control={control}
        name="password"
        label={t('auth.reset.password')}
        autoComplete="new-password"
        required
      />
      <Button type="submit" variant="contained" size="large" loading={loading} disabled={!password}>
        {t('auth.reset.submit')}
      </Button>
    </Stack>
  );
}
