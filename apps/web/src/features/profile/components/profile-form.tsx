import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { lazyZodResolver } from '@/shared/forms/zod-resolver';
import type { Gender, ProfileUpdate, UserProfile } from '@vitrine/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toDateInput } from '@/shared/forms/date-of-birth';
import { ADDRESS_FIELDS, DetailFields, GenderBirthFields, NAME_FIELDS } from '@/shared/forms/person-fields';
import { FormStack } from '@/shared/forms/form-stack';

/** What the inputs hold: like ProfileUpdate, but gender may still be unchosen. */
type ProfileFormValues = Omit<ProfileUpdate, 'gender'> & { gender: Gender | '' };

// The contract schema rejects the empty gender, so its output is always a complete ProfileUpdate.
const resolver = lazyZodResolver<ProfileFormValues, ProfileUpdate>(() =>
  import('./profile-schema').then((m) => m.ProfileSchema),
);

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

const DETAILS = [...ADDRESS_FIELDS, { name: 'phone_number', auto: 'tel', type: 'tel' }] as const;

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
    <FormStack spacing={3} onSubmit={handleSubmit(onSubmit)} busy={saving}>
      <Grid container spacing={2}>
        <DetailFields control={control} fields={NAME_FIELDS} />
        <GenderBirthFields control={control} gender="gender" birth="age" required />
        <DetailFields control={control} fields={DETAILS} />
      </Grid>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={saving} disabled={saving}>
          {t('common.save')}
        </Button>
      </Stack>
    </FormStack>
  );
}
