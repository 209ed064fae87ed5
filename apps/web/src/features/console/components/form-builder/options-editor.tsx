import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Locale } from '@vitrine/contract';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BuilderValues } from './builder-values';
import { LangText } from './lang-text';
import { MoveButtons } from './move-buttons';

interface OptionsEditorProps {
  fieldIndex: number;
  locale: Locale;
  locales: readonly Locale[];
  /** The field's name, for the buttons' names. */
  fieldName: string;
}

/** A choice's options: each named in every language, moved up and down, removed, added. */
export function OptionsEditor({ fieldIndex, locale, locales, fieldName }: OptionsEditorProps) {
  const { t } = useTranslation();
  const { control, getFieldState, formState } = useFormContext<BuilderValues>();
  const options = useFieldArray({ control, name: `fields.${fieldIndex}.options` });
  const listError = getFieldState(`fields.${fieldIndex}.options`, formState).error;
  return (
    <Stack spacing={1.5} component="section" aria-label={t('console.forms.options_of', { name: fieldName })}>
      <Typography variant="subtitle2" component="h4">
        {t('console.forms.options')}
      </Typography>
      {options.fields.map((option, index) => (
        <Stack
          key={option.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <Controller
            control={control}
            name={`fields.${fieldIndex}.options.${index}.names`}
            render={({ field, fieldState }) => (
              <LangText
                id={`field-${fieldIndex}-option-${index}`}
                label={t('console.forms.option_n', { n: index + 1 })}
                locale={locale}
                locales={locales}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <MoveButtons
            name={t('console.forms.option_n', { n: index + 1 })}
            index={index}
            count={options.fields.length}
            onMove={options.move}
            onRemove={() => options.remove(index)}
          />
        </Stack>
      ))}
      {listError?.message && (
        <Typography role="alert" variant="body2" color="error">
          {listError.message}
        </Typography>
      )}
      <Button
        startIcon={<Add />}
        onClick={() => options.append({ names: {} })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('console.forms.add_option')}
      </Button>
    </Stack>
  );
}
