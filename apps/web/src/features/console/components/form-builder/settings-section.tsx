import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConsoleFormCategory, Locale } from '@vitrine/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BuilderValues } from './builder-values';
import { LangText } from './lang-text';

type Flag = 'active' | 'allow_logging' | 'required_before_continuing';
const FLAGS: Flag[] = ['active', 'required_before_continuing', 'allow_logging'];

/** The form's name in every language, its category, and its switches. */
export function SettingsSection(props: {
  locale: Locale;
  locales: readonly Locale[];
  categories: readonly ConsoleFormCategory[];
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<BuilderValues>();
  return (
    <Stack spacing={2} component="section" aria-labelledby="builder-settings-title">
      <Typography id="builder-settings-title" variant="h6" component="h2">
        {t('console.forms.settings')}
      </Typography>
      <Controller
        control={control}
        name="names"
        render={({ field, fieldState }) => (
          <LangText
            id="form-name"
            label={t('console.forms.name')}
            locale={props.locale}
            locales={props.locales}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="category_id"
        render={({ field, fieldState }) => (
          <TextField
            select
            size="small"
            id="form-category"
            label={t('console.forms.category')}
            value={field.value}
            onChange={field.onChange}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            sx={{ maxWidth: 360 }}
          >
            <MenuItem value="">{t('console.forms.no_category')}</MenuItem>
            {props.categories.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {FLAGS.map((flag) => (
        <Controller
          key={flag}
          control={control}
          name={flag}
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label={t(`console.forms.flags.${flag}`)}
            />
          )}
        />
      ))}
      <Controller
        control={control}
        name="hidden_after_completion"
        render={({ field }) => (
          <TextField
            select
            size="small"
            id="form-hidden"
            label={t('console.forms.hidden_after_completion')}
            value={field.value}
            onChange={field.onChange}
            sx={{ maxWidth: 360 }}
          >
            {(['unset', 'yes', 'no'] as const).map((v) => (
              <MenuItem key={v} value={v}>
                {t(`console.forms.hidden.${v}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Stack>
  );
}
