import type { FocusEvent, Ref } from 'react';
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import {
  ClearAdornment,
  phoneHelperTextSx,
  SearchAdornment,
  searchInputSx,
} from '@/shared/ui/search-input-parts';

interface SearchComboboxInputProps {
  /** What MUI's Autocomplete gives its input: the combobox's ARIA attributes and handlers. */
  params: AutocompleteRenderInputParams;
  text: string;
  label: string;
  placeholder: string;
  /** Ids of the texts that describe the box, if any. */
  describedBy?: string;
  helperText?: string;
  clearLabel?: string;
  onClear?: () => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  maxLength?: number;
  size: 'small' | 'medium';
  inputRef: Ref<HTMLInputElement>;
}

/** The combobox's text box, drawn as every search box of the portal: magnifier, clear button, hint. */
export function SearchComboboxInput({ params, text, ...props }: SearchComboboxInputProps) {
  return (
    <TextField
      {...params}
      type="search"
      size={props.size}
      inputRef={props.inputRef}
      onBlur={props.onBlur}
      placeholder={props.placeholder}
      helperText={text ? undefined : props.helperText}
      sx={searchInputSx}
      slotProps={{
        ...params.slotProps,
        formHelperText: { sx: phoneHelperTextSx },
        input: {
          ...params.slotProps.input,
          startAdornment: <SearchAdornment />,
          endAdornment:
            text && props.onClear && props.clearLabel ? (
              <ClearAdornment label={props.clearLabel} onClear={props.onClear} />
            ) : undefined,
        },
        htmlInput: {
          ...params.slotProps.htmlInput,
          'aria-label': props.label,
          'aria-describedby': props.describedBy || undefined,
          enterKeyHint: 'search',
          maxLength: props.maxLength,
        },
      }}
    />
  );
}
