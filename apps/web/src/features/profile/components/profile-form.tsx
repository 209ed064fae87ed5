import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@/shared/forms/zod-resolver';
import { ProfileUpdate, type Gender, type UserProfile } from '@vitrine/contract';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toDateInput } from '@/shared/forms/date-of-birth';
import { FormDateField } from '@/shared/forms/form-date-field';
import { FormTextField } from '@/shared/forms/form-text-field';

/** What the inputs hold: like ProfileUpdate, but gender may still be unchosen. */
type ProfileFormValues = Omit<ProfileUpdate, 'gender'> & { gender: Gender | '' };

// The contract schema rejects the empty gender, so its output is always a complete ProfileUpdate.
const resolver = zodResolver(ProfileUpdate) as unknown as Resolver<ProfileFormValues, unknown, ProfileUpdate>;

function initialValues(profile: UserProfile): ProfileFormValues {
  return {
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    gender: profile.gender ?? '',
    age: toDateInput(profile.age),
    street: profile.street ?? '',
    street_number: profile.street_number ?? '',
    zip_code: profile.zip_code ?? '',
    city: profile.city ?? '',
    phone_number: profile.phone_number ?? '',
  };
}

type TextName = Exclude<keyof ProfileFormValues, 'gender' | 'age'>;
const ADDRESS: { name: TextName; auto: string; size: number }[] = [
  { name: 'street', auto: 'address-line1', size: 8 },
  { name: 'street_number', auto: 'address-line2', size: 4 },
  { name: 'zip_code', auto: 'postal-code', size: 4 },
  { name: 'city', auto: 'address-level2', size: 8 },
  { name: 'phone_number', auto: 'tel', size: 12 },
];

interface ProfileFormProps {
  profile: UserProfile;
  saving: boolean;
  onSubmit: (values: ProfileUpdate) => void;
}

/** Personal information; every field is required (spec 5 "Profile"). */
export function ProfileForm({ profile, saving, onSubmit }: ProfileFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    resolver,
    defaultValues: initialValues(profile),
  });
  return (
    <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(onSubmit)} aria-busy={saving}>
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
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="gender" select label={t('fields.gender')} required>
            <MenuItem value="Male">{t('fields.gender_male')}</MenuItem>
            <MenuItem value="Female">{t('fields.gender_female')}</MenuItem>
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField
            control={control}
            name="age"
            label={t('fields.date_of_birth')}
            required
            disableFuture
          />
        </Grid>
        {ADDRESS.map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: field.size }}>
            <FormTextField
              control={control}
              name={field.name}
              label={t(`fields.${field.name}`)}
              autoComplete={field.auto}
              required
            />
          </Grid>
        ))}
      </Grid>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={saving} disabled={saving}>
          {t('common.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
