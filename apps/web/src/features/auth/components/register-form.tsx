import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@/shared/forms/zod-resolver';
import type { RegistrationGroup } from '@vitrine/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordField } from '@/shared/forms/form-password-field';
import { FormTextField } from '@/shared/forms/form-text-field';
import { RegisterSchema, type RegisterValues } from './register-schema';

interface RegisterFormProps {
  groups: RegistrationGroup[];
  loading: boolean;
  onSubmit: (values: RegisterValues) => void;
}

/** Registration inputs; a group selector only when there is more than one group (first preselected). */
export function RegisterForm({ groups, loading, onSubmit }: RegisterFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<RegisterValues>({
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
          <FormTextField
            control={control}
            name="date_of_birth"
            type="date"
            label={t('fields.date_of_birth')}
            helperText={optional}
            autoComplete="bday"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" size="large" loading={loading}>
        {t('auth.register.submit')}
      </Button>
    </Stack>
  );
}
