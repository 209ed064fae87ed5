import { useEffect } from 'react';
import { NewPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@vitrine/contract';
import type { Control, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '@/shared/api/api-error';
import { TRANSLATED } from './field-error';
import { FormPasswordField } from './form-password-field';
import { memoField } from './memo-field';

/**
 * A new password in a form: "Required" while empty, then the contract's own length rule, the one the
 * server checks. Whether it is a common password only the server knows (it answers `weak_password`).
 */
export const NewPasswordInput = z.string().min(1, 'Required').pipe(NewPassword);

/** The bounds the rule's texts name (auth.password_rule.*). */
const PASSWORD_RULE = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/** True for the server's refusal of a common password (shown at the password field). */
export const isWeakPassword = (error: unknown) => error instanceof ApiError && error.code === 'weak_password';

interface NewPasswordFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  setError: UseFormSetError<T>;
  /** The server's last refusal: a common password is shown at the field, which takes the focus. */
  serverError: unknown;
}

/** A new password's field with the rule under it, before anything is sent. */
function NewPasswordFieldBody<T extends FieldValues>(props: NewPasswordFieldProps<T>) {
  const { control, name, label, setError, serverError } = props;
  const { t } = useTranslation();
  useEffect(() => {
    if (isWeakPassword(serverError)) {
      setError(name, { type: TRANSLATED, message: t('auth.password_rule.common') }, { shouldFocus: true });
    }
  }, [serverError, setError, name, t]);
  return (
    <FormPasswordField
      control={control}
      name={name}
      label={label}
      helperText={t('auth.password_rule.hint', PASSWORD_RULE)}
      autoComplete="new-password"
      required
    />
  );
}

/** Drawn again only when its own props change (`memoField`). */
export const NewPasswordField = memoField(NewPasswordFieldBody);
