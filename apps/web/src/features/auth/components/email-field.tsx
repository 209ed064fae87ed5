import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/shared/forms/form-text-field';

interface EmailFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** `username` where the browser should offer the saved sign-in. */
  autoComplete?: 'email' | 'username';
}

/** The account's e-mail address, as sign-in, registration and the reset request ask for it. */
export function EmailField<T extends FieldValues & { email: string }>({
  control,
  autoComplete = 'email',
}: EmailFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={'email' as Path<T>}
      type="email"
      label={t('auth.email')}
      autoComplete={autoComplete}
      required
    />
  );
}
