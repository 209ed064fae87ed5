import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ConsoleSettings, ConsoleSettingsValues } from '@vitrine/contract';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/shared/ui/section-card';
import { settingsFieldError } from './settings-errors';
import { SettingsTextField } from './settings-text-field';

type Props = { control: Control<ConsoleSettingsValues>; settings: ConsoleSettings };

/** The texts MUI's Autocomplete shows on its buttons, in the reader's language. */
function useListTexts() {
  const { t } = useTranslation();
  return {
    openText: t('common.open_list'),
    closeText: t('common.close_list'),
    clearText: t('common.clear'),
    noOptionsText: t('common.no_results'),
  };
}

/** The grid view's attribute columns and where leaflets come from. */
export function CatalogueSection({ control, settings }: Props) {
  const { t } = useTranslation();
  const texts = useListTexts();
  const columns = useController({ control, name: 'grid_columns' });
  const leafletAttribute = useController({ control, name: 'leaflet.attribute' });
  const labels = new Map(settings.attributes.map((a) => [a.code, a.label]));
  const codes = settings.attributes.map((a) => a.code);
  const labelOf = (code: string) => (labels.has(code) ? `${labels.get(code)} (${code})` : code);
  return (
    <SectionCard id="settings-catalogue" title={t('console.settings.sections.catalogue')}>
      <Stack spacing={2.5}>
        <Autocomplete
          multiple
          {...texts}
          options={codes}
          value={columns.field.value ?? []}
          onChange={(_event, value) => columns.field.onChange(value)}
          getOptionLabel={labelOf}
          filterSelectedOptions
          renderInput={(params) => (
            <TextField
              {...params}
              name={columns.field.name}
              inputRef={columns.field.ref}
              label={t('console.settings.grid_columns')}
              error={!!columns.fieldState.error}
              helperText={
                settingsFieldError(t, columns.fieldState.error) ?? t('console.settings.grid_columns_hint')
              }
            />
          )}
        />
        <SettingsTextField
          control={control}
          name="leaflet.filename"
          label={t('console.settings.leaflet_filename')}
          helperText={t('console.settings.leaflet_filename_hint')}
          required
          slotProps={{ htmlInput: { maxLength: 200, spellCheck: false } }}
        />
        <Autocomplete
          {...texts}
          options={codes}
          value={leafletAttribute.field.value ?? null}
          onChange={(_event, value) => leafletAttribute.field.onChange(value)}
          getOptionLabel={labelOf}
          renderInput={(params) => (
            <TextField
              {...params}
              name={leafletAttribute.field.name}
              inputRef={leafletAttribute.field.ref}
              label={t('console.settings.leaflet_attribute')}
              error={!!leafletAttribute.fieldState.error}
              helperText={
                settingsFieldError(t, leafletAttribute.fieldState.error) ??
                t('console.settings.leaflet_attribute_hint')
              }
            />
          )}
        />
        <SettingsTextField
          control={control}
          name="leaflet.domain"
          label={t('console.settings.leaflet_domain')}
          helperText={t('console.settings.leaflet_domain_hint')}
          type="url"
          slotProps={{ htmlInput: { maxLength: 500, spellCheck: false } }}
        />
      </Stack>
    </SectionCard>
  );
}
