import Button from '@mui/material/Button';
import { zodResolver } from '@/shared/forms/zod-resolver';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormStack } from '@/shared/forms/form-stack';
import { EmailField } from './email-field';

const ForgotSchema = z.object({ email: z.string().trim().min(1, 'Required') });

interface ForgotFormProps {
  loading: boolean;
  onSubmit: (email: string) => void;
  /** The button's text, when not 'Send request'. */
  submitLabel?: string;
}

/** E-mail only; the button stays disabled while it is empty (spec 5). */
export function ForgotForm({ loading, onSubmit, submitLabel }: ForgotFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ForgotSchema),
    defaultValues: { email: '' },
  });
  const email = useWatch({ control, name: 'email' });
  return (
    <FormStack onSubmit={handleSubmit((values) => onSubmit(values.email))}>
      <EmailField control={control} />
      <Button type="submit" variant="contained" size="large" loading={loading} disabled={!email.trim()}>
        {submitLabel ?? t('auth.forgot.submit')}
      </Button>
    </FormStack>
  );
}
