import { useEffect, useRef } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Clear from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useDebouncedText } from '@/shared/hooks/use-debounced-text';

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
}

/** A free-text search box with a search icon and a clear button, debounced. */
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
}: SearchFieldProps) {
  const [text, setText] = useDebouncedText(value, onSearch, delay);
  const inputRef = useRef<HTMLInputElement>(null);
  // Focused after the commit's layout effects, not by the autofocus attribute: the app's root is
  // still hidden while the server's first screen stands in, and a hidden field takes no focus.
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);
  return (
    <TextField
      fullWidth
      type="search"
      size={size}
      inputRef={inputRef}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch(text.trim());
      }}
      placeholder={placeholder}
      // On phones a long hint would be cut inside the box: it is written whole below it instead.
      helperText={text ? undefined : placeholder}
      slotProps={{
        formHelperText: { sx: { display: { xs: 'block', sm: 'none' }, mx: 0.5 } },
        htmlInput: { 'aria-label': label, enterKeyHint: 'search', maxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={clearLabel}
                onClick={() => {
                  setText('');
                  onSearch('');
                }}
              >
                <Clear fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
      sx={(theme) => ({
        '& .MuiInputBase-root': { bgcolor: 'background.paper' },
        // The browser's own clear cross would sit beside ours.
        '& input[type=search]::-webkit-search-cancel-button': { display: 'none' },
        [theme.breakpoints.down('sm')]: { '& input::placeholder': { opacity: 0 } },
      })}
    />
  );
}
