import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import { useForkRef } from '@mui/material/utils';
import type { SuggestionSection } from '@vitrine/contract';
import { searchWords } from '@/shared/text/highlight-match';
import { ownKeyAction } from './combobox-keys';
import { SearchComboboxInput } from './search-combobox-input';
import { SuggestionGroup } from './suggestion-group';
import type { SuggestionOption } from './suggestion-options';
import { SuggestionRow } from './suggestion-row';
import { SuggestionStatusText } from './suggestion-status-text';
import { useOpenSuggestion } from './use-open-suggestion';
import { useOptionSync } from './use-option-sync';
import { useSuggestionList } from './use-suggestion-list';

export interface SearchComboboxProps {
  text: string;
  onTextChange: (text: string) => void;
  /** Enter without a chosen suggestion: what the box did before it suggested anything. */
  onSubmit: (text: string) => void;
  /** A chosen suggestion; opens it (its page) unless given. */
  onChoose?: (option: SuggestionOption) => void;
  /** The clear button and a second Escape; without it the box has neither. */
  onClear?: () => void;
  /** Escape while no list is open (the top bar closes its box); instead of clearing. */
  onEscape?: () => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The groups to suggest from; all by default. */
  sections?: readonly SuggestionSection[];
  /** The box's accessible name. */
  label: string;
  placeholder: string;
  clearLabel?: string;
  /** Read after the name: how the box works. */
  description?: string;
  /** Written below the box on phones while it is empty. */
  helperText?: string;
  maxLength?: number;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
  /** The list opens at once for the text the box starts with (typed before the box arrived). */
  openAtStart?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

const ALL: readonly SuggestionSection[] = [];
const keepAll = (options: SuggestionOption[]) => options;

/**
 * A search box that suggests products, assets and contents while typing (a WAI-ARIA combobox over
 * MUI's Autocomplete): the arrow keys move through the rows, wrapping; Enter opens the active row,
 * or without one does what a plain search box does; Escape closes the list, then clears.
 */
export function SearchCombobox(props: SearchComboboxProps) {
  const { text, onTextChange, onSubmit, onClear, onEscape, sections = ALL, label, autoFocus } = props;
  const id = useId();
  const openSuggestion = useOpenSuggestion();
  const onChoose = props.onChoose ?? openSuggestion;
  // Text typed before the box arrived brings no input event to open the list: it opens at once.
  const [wanted, setWanted] = useState(() => !!props.openAtStart && text.trim() !== '');
  const { options, status } = useSuggestionList(text, sections);
  const terms = useMemo(() => searchWords(text), [text]);
  const ownRef = useRef<HTMLInputElement>(null);
  const inputRef = useForkRef(ownRef, props.inputRef);
  const open = wanted && status !== 'off';
  useOptionSync(ownRef, `${id}-listbox`, options, open);
  // Focused after the commit, not by the autofocus attribute: the app's root may still be hidden.
  useEffect(() => {
    if (autoFocus) ownRef.current?.focus();
  }, [autoFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean }) => {
    if (event.nativeEvent.isComposing) return;
    const active = !!ownRef.current?.getAttribute('aria-activedescendant');
    const action = ownKeyAction(event.key, { open, text, active, onSubmit, onClear, onEscape });
    if (!action) return;
    event.preventDefault();
    event.defaultMuiPrevented = true;
    action();
  };

  // The phone hint below the box (the text field's own description) and how the box works.
  const helper = !text && props.helperText ? `${id}-helper-text` : '';
  const describedBy = [helper, props.description ? `${id}-hint` : ''].filter(Boolean).join(' ');

  return (
    <>
      <Autocomplete<SuggestionOption, false, false, true>
        id={id}
        freeSolo
        fullWidth
        options={options}
        filterOptions={keepAll}
        groupBy={(option) => option.section}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
        getOptionKey={(option) => (typeof option === 'string' ? option : option.key)}
        value={null}
        inputValue={text}
        open={open}
        onOpen={() => setWanted(true)}
        onClose={() => setWanted(false)}
        onInputChange={(_event, value, reason) => {
          // A chosen row would write its name into the box ('reset'): the text stays as typed.
          if (reason === 'input') onTextChange(value);
        }}
        onChange={(_event, value, reason) => {
          if (reason === 'selectOption' && value && typeof value !== 'string') onChoose(value);
          else if (reason === 'createOption' && typeof value === 'string') onSubmit(value.trim());
        }}
        onKeyDown={onKeyDown}
        // MUI shows no 'no options' text in freeSolo mode; its loading text (a polite status) says both.
        loading={status === 'loading' || status === 'empty'}
        loadingText={<SuggestionStatusText status={status} />}
        renderGroup={(params) => (
          <SuggestionGroup key={params.key} id={id} section={params.group as SuggestionSection}>
            {params.children}
          </SuggestionGroup>
        )}
        renderOption={({ key, ...optionProps }, option) => (
          <SuggestionRow key={key} props={optionProps} option={option} typed={text} terms={terms} />
        )}
        slotProps={{
          // Never narrower than a row can be read in (the bar's box gives way to its links).
          popper: { placement: 'bottom-end', sx: { minWidth: 'min(360px, calc(100vw - 16px))' } },
          paper: { elevation: 8 },
          listbox: { sx: { maxHeight: 'min(560px, calc(100dvh - 160px))' } },
        }}
        // The clear button is ours, so MUI's room for its own stays unused.
        sx={{ '&.MuiAutocomplete-hasClearIcon .MuiAutocomplete-inputRoot': { pr: 1 } }}
        renderInput={(params) => (
          <SearchComboboxInput
            params={params}
            text={text}
            label={label}
            placeholder={props.placeholder}
            describedBy={describedBy}
            helperText={props.helperText}
            clearLabel={props.clearLabel}
            onClear={onClear}
            onBlur={props.onBlur}
            maxLength={props.maxLength}
            size={props.size ?? 'small'}
            inputRef={inputRef}
          />
        )}
      />
      {props.description && (
        <span id={`${id}-hint`} hidden>
          {props.description}
        </span>
      )}
    </>
  );
}
