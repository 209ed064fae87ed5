import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@/shared/forms/zod-resolver';
import type { RegistrationGroup } from '@vitrine/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TRANSLATED } from '@/shared/forms/field-error';
import { FormDateField } from '@/shared/forms/form-date-field';
import { FormPasswordField } from '@/shared/forms/form-password-field';
import { FormTextField } from '@/shared/forms/form-text-field';
import { PASSWORD_RULE } from './new-password-schema';
import { isWeakPassword } from './weak-password';
import { RegisterSchema, type RegisterValues } from './register-schema';

interface RegisterFormProps {
  groups: RegistrationGroup[];
  loading: boolean;
  onSubmit: (values: RegisterValues) => void;
  /** The server's last refusal; a common password is shown at the field. */
  serverError?: unknown;
}

/** Registration inputs; a group selector only when there is more than one group (first preselected). */
export function RegisterForm({ groups, loading, onSubmit, serverError }: RegisterFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError } = useForm<RegisterValues>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      gender: '',
      date_of_birth: '',
      registerGroup: groups[0]?.id ?? null,
    },
  });
  const optional = t('common.optional');
  useEffect(() => {
    if (isWeakPassword(serverError)) {
      setError(
        'password',
        { type: TRANSLATED, message: t('auth.password_rule.common') },
        { shouldFocus: true },
      );
    }
  }, [serverError, setError, t]);

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onSubmit)}>
      {groups.length > 1 && (
        <FormTextField
          control={control}
          name="registerGroup"
          select
          label={t('auth.register.group')}
          required
        >
          {groups.map((group) => (
            <MenuItem key={group.id} value={group.id}>
              {group.name}
            </MenuItem>
          ))}
        </FormTextField>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="first_name"
            label={t('fields.first_name')}
            autoComplete="given-name"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="last_name"
            label={t('fields.last_name')}
            autoComplete="family-name"
            required
          />
        </Grid>
      </Grid>
      <FormTextField
        control={control}
        name="email"
        type="email"
        label={t('auth.email')}
        autoComplete="email"
        required
      />
      <FormPasswordField
        control={control}
        name="password"
        label={t('auth.password')}
        helperText={t('auth.password_rule.hint', PASSWORD_RULE)}
        autoComplete="new-password"
        required
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="gender"
            select
            label={t('fields.gender')}
            helperText={optional}
          >
            <MenuItem value="">
              <em>{t('fields.gender_none')}</em>
            </MenuItem>
            <MenuItem value="Male">{t('fields.gender_male')}</MenuItem>
            <MenuItem value="Female">{t('fields.gender_female')}</MenuItem>
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField
            control={control}
            name="date_of_birth"
            label={t('fields.date_of_birth')}
            helperText={optional}
            disableFuture
          />
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" size="large" loading={loading}>
        {t('auth.register.submit')}
      </Button>
    </Stack>
  );
}
