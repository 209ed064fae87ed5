import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ConsoleSettings, ConsoleSettingsValues } from '@vitrine/contract';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/shared/ui/section-card';
import { settingsFieldError } from './settings-errors';
import { growingRows } from '@/shared/forms/growing-rows';

type Props = { control: Control<ConsoleSettingsValues>; locales: ConsoleSettings['locales'] };

/** The default language and the languages offered (the default always among them). */
export function LanguagesSection({ control, locales }: Props) {
  const { t } = useTranslation();
  const defaultField = useController({ control, name: 'default_locale' });
  const enabledField = useController({ control, name: 'enabled_locales' });
  const enabled: string[] = enabledField.field.value ?? [];
  const chosenDefault = defaultField.field.value;
  const enabledError = settingsFieldError(t, enabledField.fieldState.error);
  return (
    <SectionCard id="settings-languages" title={t('console.settings.sections.languages')}>
      <Stack spacing={2.5}>
        <TextField
          select
          fullWidth
          label={t('console.settings.default_locale')}
          name={defaultField.field.name}
          value={chosenDefault ?? ''}
          inputRef={defaultField.field.ref}
          onBlur={defaultField.field.onBlur}
          onChange={(event) => {
            const code = event.target.value;
            defaultField.field.onChange(code);
            // The default is always offered.
            if (!enabled.includes(code)) enabledField.field.onChange([...enabled, code]);
          }}
          error={!!defaultField.fieldState.error}
          helperText={settingsFieldError(t, defaultField.fieldState.error)}
        >
          {locales.map((locale) => (
            <MenuItem key={locale.code} value={locale.code}>
              {locale.title}
            </MenuItem>
          ))}
        </TextField>
        <FormControl component="fieldset" error={!!enabledError}>
          <FormLabel component="legend">{t('console.settings.enabled_locales')}</FormLabel>
          <FormHelperText sx={{ mx: 0 }}>{enabledError ?? t('console.settings.enabled_hint')}</FormHelperText>
          <FormGroup
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
          >
            {locales.map((locale) => (
              <FormControlLabel
                key={locale.code}
                label={locale.title}
                control={
                  <Checkbox
                    checked={enabled.includes(locale.code) || locale.code === chosenDefault}
                    disabled={locale.code === chosenDefault}
                    onChange={(event) =>
                      enabledField.field.onChange(
                        event.target.checked
                          ? [...enabled, locale.code]
                          : enabled.filter((code) => code !== locale.code),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
      </Stack>
    </SectionCard>
  );
}

/** The terms people agree to on their first sign-in, one text per language, edited one at a time. */
export function TermsSection({ control, locales }: Props) {
  const { t } = useTranslation();
  const defaultCode = useWatch({ control, name: 'default_locale' });
  const [code, setCode] = useState(defaultCode);
  const language = locales.find((l) => l.code === code) ?? locales[0];
  return (
    <SectionCard id="settings-terms" title={t('console.settings.sections.terms')}>
      <Stack spacing={2.5}>
        <TextField
          select
          fullWidth
          label={t('console.settings.terms_language')}
          value={language?.code ?? ''}
          onChange={(event) => setCode(event.target.value)}
        >
          {locales.map((locale) => (
            <MenuItem key={locale.code} value={locale.code}>
              {locale.title}
            </MenuItem>
          ))}
        </TextField>
        {language && (
          <TermsText key={language.code} control={control} code={language.code} title={language.title} />
        )}
      </Stack>
    </SectionCard>
  );
}

function TermsText({
  control,
  code,
  title,
}: {
  control: Control<ConsoleSettingsValues>;
  code: string;
  title: string;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: `terms.${code}` });
  return (
    <TextField
      fullWidth
      {...growingRows(6, { max: 16 })}
      label={t('console.settings.terms_text', { language: title })}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={settingsFieldError(t, fieldState.error) ?? t('console.settings.terms_hint')}
      slotProps={{ htmlInput: { maxLength: 20_000, lang: code.replace('_', '-'), spellCheck: true } }}
    />
  );
}
