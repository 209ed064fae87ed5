import Button from '@mui/material/Button';
import { zodResolver } from '@/shared/forms/zod-resolver';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormPasswordField } from '@/shared/forms/form-password-field';
import { FormStack } from '@/shared/forms/form-stack';
import type { Credentials } from '../api/create-token';
import { EmailField } from './email-field';

const LoginSchema = z.object({
  email: z.string().trim().min(1, 'Required'),
  password: z.string().min(1, 'Required'),
});

interface LoginFormProps {
  loading: boolean;
  onSubmit: (credentials: Credentials) => void;
}

/** E-mail and password; the submit button stays disabled while either is empty (spec 5). */
export function LoginForm({ loading, onSubmit }: LoginFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  return (
    <FormStack onSubmit={handleSubmit(onSubmit)}>
      <EmailField control={control} autoComplete="username" />
      <FormPasswordField
        control={control}
        name="password"
        label={t('auth.password')}
        autoComplete="current-password"
        required
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={loading}
        disabled={!email.trim() || !password}
      >
        {t('auth.login.submit')}
      </Button>
    </FormStack>
  );
}
