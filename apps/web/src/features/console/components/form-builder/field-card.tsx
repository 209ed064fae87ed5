import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BUILDER_FIELD_TYPES, OPTION_FIELD_TYPES, STATIC_FIELD_TYPES, type Locale } from '@vitrine/contract';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BuilderValues } from './builder-values';
import { LangText } from './lang-text';
import { MoveButtons } from './move-buttons';
import { FieldRules } from './field-rules';
import { OptionsEditor } from './options-editor';

interface FieldCardProps {
  index: number;
  count: number;
  locale: Locale;
  locales: readonly Locale[];
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/** One field of the form: its type, label and help in every language, its rules and options. */
export function FieldCard({ index, count, locale, locales, onMove, onRemove }: FieldCardProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<BuilderValues>();
  const field = useWatch({ control, name: `fields.${index}` });
  const typeName = t(`console.forms.types.${field.type}`);
  const label = field.names[locale.code] || Object.values(field.names).find(Boolean) || typeName;
  const name = `${index + 1}. ${label}`;
  const isStatic = STATIC_FIELD_TYPES.includes(field.type);
  const headingId = `field-${index}-heading`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography
          id={headingId}
          variant="subtitle1"
          component="h3"
          sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {name}
          {label !== typeName && (
            <Typography component="span" variant="body2" color="text.secondary">
              {` (${typeName})`}
            </Typography>
          )}
        </Typography>
        <MoveButtons name={name} index={index} count={count} onMove={onMove} onRemove={onRemove} />
      </Stack>
      {field.answered && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('console.forms.answered_note')}
        </Typography>
      )}
      <Stack spacing={2}>
        <Controller
          control={control}
          name={`fields.${index}.type`}
          render={({ field: input, fieldState }) => (
            <TextField
              select
              size="small"
              id={`field-${index}-type`}
              label={t('console.forms.type')}
              value={input.value}
              onChange={input.onChange}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              sx={{ maxWidth: 320 }}
            >
              {BUILDER_FIELD_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`console.forms.types.${type}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name={`fields.${index}.names`}
          render={({ field: input, fieldState }) => (
            <LangText
              id={`field-${index}-name`}
              label={isStatic ? t('console.forms.heading') : t('console.forms.label')}
              locale={locale}
              locales={locales}
              value={input.value}
              onChange={input.onChange}
              onBlur={input.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name={`fields.${index}.help`}
          render={({ field: input, fieldState }) => (
            <LangText
              id={`field-${index}-help`}
              label={field.type === 'description' ? t('console.forms.text') : t('console.forms.help')}
              locale={locale}
              locales={locales}
              value={input.value}
              onChange={input.onChange}
              error={fieldState.error?.message}
              multiline
              maxLength={4000}
            />
          )}
        />
        <FieldRules index={index} type={field.type} />
        {OPTION_FIELD_TYPES.includes(field.type) && (
          <OptionsEditor fieldIndex={index} locale={locale} locales={locales} fieldName={name} />
        )}
      </Stack>
    </Paper>
  );
}
