import { useMemo, type Ref } from 'react';
import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { CountryOption } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/locale/locale-context';
import { countriesInLanguage, matchCountries } from './country-search';
import type { FieldInputProps } from './field-input-props';

export interface CountryPickerProps extends FieldInputProps {
  countries: readonly CountryOption[];
  /** Chosen alpha codes; one at most unless `multiple`. */
  value: readonly string[];
  onChange: (codes: string[]) => void;
  /** Several countries, shown as chips; `max` caps how many. */
  multiple?: boolean;
  max?: number | null;
  inputRef?: Ref<HTMLInputElement>;
  autoComplete?: string;
}

/**
 * A country field to type into: the names in the reader's language, matched as they type (code,
 * start of the name, start of a word, anywhere; accents ignored), one country or several as chips.
 * A WAI-ARIA combobox (MUI Autocomplete), so the arrow keys, Enter and Escape work as people expect.
 */
export function CountryPicker({
  countries,
  value,
  onChange,
  multiple = false,
  max = null,
  onBlur,
  name,
  label,
  required,
  error,
  helperText,
  inputRef,
  autoComplete,
}: CountryPickerProps) {
  const { t } = useTranslation();
  const { segment } = useLocale();
  const options = useMemo(() => countriesInLanguage(countries, segment), [countries, segment]);
  const chosen = useMemo(
    () => value.map((code) => options.find((o) => o.alpha_code === code) ?? { alpha_code: code, name: code }),
    [options, value],
  );
  const full = multiple && max !== null && chosen.length >= max;
  const common = {
    options,
    filterOptions: (list: CountryOption[], state: { inputValue: string }) =>
      matchCountries(list, state.inputValue),
    getOptionLabel: (option: CountryOption) => option.name,
    getOptionKey: (option: CountryOption) => option.alpha_code,
    isOptionEqualToValue: (option: CountryOption, picked: CountryOption) =>
      option.alpha_code === picked.alpha_code,
    autoHighlight: true,
    onBlur,
    noOptionsText: t('common.no_results'),
    openText: t('common.open_list'),
    closeText: t('common.close_list'),
    clearText: t('common.clear'),
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        name={name}
        label={label}
        required={required}
        error={error}
        helperText={helperText}
        inputRef={inputRef}
        slotProps={{
          ...params.slotProps,
          htmlInput: { ...params.slotProps.htmlInput, autoComplete: autoComplete ?? 'off' },
        }}
      />
    ),
  };
  if (multiple)
    return (
      <Autocomplete
        {...common}
        multiple
        disableCloseOnSelect
        value={chosen}
        // At the most a field takes, the rest wait until one chosen is taken away.
        getOptionDisabled={(option) => full && !value.includes(option.alpha_code)}
        onChange={(_, next) => onChange(next.map((c) => c.alpha_code))}
      />
    );
  return (
    <Autocomplete
      {...common}
      value={chosen[0] ?? null}
      onChange={(_, next) => onChange(next ? [next.alpha_code] : [])}
    />
  );
}
