import { useDeferredValue, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConsoleGroups, useConsoleUsers } from '../../api/users';
import type { BuilderValues } from './builder-values';

type Person = BuilderValues['users'][number];

/**
 * Who the form is for: registration groups and people, each found by typing. Nobody chosen means
 * everybody; otherwise only those chosen and the groups' members are offered the form.
 */
export function AudienceSection() {
  const { t } = useTranslation();
  const { control } = useFormContext<BuilderValues>();
  const groups = useConsoleGroups();
  const [typed, setTyped] = useState('');
  const q = useDeferredValue(typed.trim());
  const people = useConsoleUsers({ q: q || undefined, pageSize: 20 });
  const found: Person[] = (people.data?.items ?? []).map((u) => ({
    id: u.id,
    name: `${u.first_name} ${u.last_name}`.trim(),
    email: u.email,
  }));
  return (
    <Stack spacing={2} component="section" aria-labelledby="builder-audience-title">
      <Typography id="builder-audience-title" variant="h6" component="h2">
        {t('console.forms.audience')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('console.forms.audience_hint')}
      </Typography>
      <Controller
        control={control}
        name="groups"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            id="form-groups"
            options={(groups.data ?? []).map((g) => ({ id: g.id, name: g.name }))}
            loading={groups.isLoading}
            value={field.value}
            onChange={(_, value) => field.onChange(value)}
            getOptionLabel={(g) => g.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('console.forms.groups')}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        )}
      />
      <Controller
        control={control}
        name="users"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            id="form-users"
            options={found}
            filterOptions={(options) => options}
            loading={people.isFetching}
            value={field.value}
            onChange={(_, value) => field.onChange(value)}
            onInputChange={(_, value) => setTyped(value.slice(0, 200))}
            getOptionLabel={(p) => (p.name ? `${p.name} <${p.email}>` : p.email)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={t('console.forms.no_people')}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('console.forms.people')}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? t('console.forms.people_hint')}
              />
            )}
          />
        )}
      />
    </Stack>
  );
}
