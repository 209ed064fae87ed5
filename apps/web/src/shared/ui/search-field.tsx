import { useEffect, useRef } from 'react';
import TextField from '@mui/material/TextField';
import type { SuggestionSection } from '@vitrine/contract';
import { useFirstScreenUp } from '@/shared/boot/first-screen';
import { useDebouncedText } from '@/shared/hooks/use-debounced-text';
import { SearchCombobox } from '@/shared/search/search-combobox';
import type { SuggestionOption } from '@/shared/search/suggestion-options';
import { ClearAdornment, phoneHelperTextSx, SearchAdornment, searchInputSx } from './search-input-parts';

/** Suggestions while typing: from which groups, and what choosing one does (opens it by default). */
export interface SuggestSettings {
  sections: readonly SuggestionSection[];
  onChoose?: (option: SuggestionOption) => void;
}

interface SearchFieldProps {
  value: string;
  /** Called once typing pauses, or at once on Enter and on clearing. */
  onSearch: (text: string) => void;
  /** The field's accessible name. */
  label: string;
  placeholder: string;
  /** The clear button's accessible name. */
  clearLabel: string;
  /** The longest text the API accepts, when it has a limit. */
  maxLength?: number;
  /** Milliseconds without typing before `onSearch` is called. */
  delay?: number;
  /** Focused when the page opens (a page that is all about searching). */
  autoFocus?: boolean;
  size?: 'small' | 'medium';
  /** Offer suggestions under the box (a combobox); the list search runs as without them. */
  suggest?: SuggestSettings;
}

/** A free-text search box with a search icon and a clear button, debounced; suggesting when asked. */
export function SearchField({
  value,
  onSearch,
  label,
  placeholder,
  clearLabel,
  maxLength,
  delay,
  autoFocus,
  size = 'small',
  suggest,
}: SearchFieldProps) {
  const [text, setText, commit] = useDebouncedText(value, onSearch, delay);
  const inputRef = useRef<HTMLInputElement>(null);
  const clear = () => {
    setText('');
    commit('');
  };
  // Focused once the page is shown and painted, in a task of its own, not by the autofocus
  // attribute: the app's root is hidden while the server's first screen stands in (a hidden field
  // takes no focus), and focusing in the commit's effects would lay the fresh page out at once and
  // redraw the field in the same long task.
  const screenUp = useFirstScreenUp();
  useEffect(() => {
    if (!autoFocus || suggest || screenUp) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // Unless the visitor is already typing in another field (the page's heading, focused after a
      // navigation, gives it up as it did when the box was focused in the effect).
      timer = setTimeout(() => {
        const active = document.activeElement;
        if (!active?.matches('input, textarea, select, [contenteditable="true"]')) inputRef.current?.focus();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [autoFocus, suggest, screenUp]);
  if (suggest)
    return (
      <SearchCombobox
        text={text}
        onTextChange={setText}
        onSubmit={commit}
        onChoose={suggest.onChoose}
        onClear={clear}
        sections={suggest.sections}
        label={label}
        placeholder={placeholder}
        clearLabel={clearLabel}
        // On phones a long hint would be cut inside the box: it is written whole below it instead.
        helperText={placeholder}
        maxLength={maxLength}
        size={size}
        autoFocus={autoFocus}
      />
    );
  return (
    <TextField
      fullWidth
      type="search"
      size={size}
      inputRef={inputRef}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(text.trim());
      }}
      placeholder={placeholder}
      // On phones a long hint would be cut inside the box: it is written whole below it instead.
      helperText={text ? undefined : placeholder}
      slotProps={{
        formHelperText: { sx: phoneHelperTextSx },
        htmlInput: { 'aria-label': label, enterKeyHint: 'search', maxLength },
        input: {
          startAdornment: <SearchAdornment />,
          endAdornment: text ? <ClearAdornment label={clearLabel} onClear={clear} /> : undefined,
        },
      }}
      sx={searchInputSx}
    />
  );
}
