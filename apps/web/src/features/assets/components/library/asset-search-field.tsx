import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Clear from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { useDebouncedText } from '@/shared/hooks/use-debounced-text';

interface AssetSearchFieldProps {
  value: string;
  /** Called once typing pauses, or at once on Enter and on clearing. */
  onSearch: (text: string) => void;
}

/** Search in asset names (every word, anywhere, ignoring case and accents), debounced. */
export function AssetSearchField({ value, onSearch }: AssetSearchFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useDebouncedText(value, onSearch);
  return (
    <TextField
      fullWidth
      type="search"
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch(text.trim());
      }}
      placeholder={t('assets.library.search_placeholder')}
      slotProps={{
        htmlInput: { 'aria-label': t('assets.library.search_label'), enterKeyHint: 'search', maxLength: 200 },
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
                aria-label={t('assets.library.search_clear')}
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
      sx={{
        bgcolor: 'background.paper',
        '& input[type=search]::-webkit-search-cancel-button': { display: 'none' },
      }}
    />
  );
}
