import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { lazyZodResolver } from '@/shared/forms/zod-resolver';
import type { RegistrationGroup } from '@vitrine/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/shared/forms/form-text-field';
import { NewPasswordField } from '@/shared/forms/new-password-field';
import { DetailFields, GenderBirthFields, NAME_FIELDS } from '@/shared/forms/person-fields';
import { FormStack } from '@/shared/forms/form-stack';
import type { RegisterValues } from './register-schema';
import { EmailField } from './email-field';

const resolver = lazyZodResolver<RegisterValues>(() =>
  import('./register-schema').then((m) => m.RegisterSchema),
);

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
    resolver,
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

  return (
    <FormStack onSubmit={handleSubmit(onSubmit)}>
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
        <DetailFields control={control} fields={NAME_FIELDS} />
      </Grid>
      <EmailField control={control} />
      <NewPasswordField
        control={control}
        name="password"
        label={t('auth.password')}
        setError={setError}
        serverError={serverError}
      />
      <Grid container spacing={2}>
        <GenderBirthFields control={control} gender="gender" birth="date_of_birth" required={false} />
      </Grid>
      <Button type="submit" variant="contained" size="large" loading={loading}>
        {t('auth.register.submit')}
      </Button>
    </FormStack>
  );
}
