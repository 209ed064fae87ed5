import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Clear from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { useDebouncedText } from '@/shared/hooks/use-debounced-text';

interface ProductSearchFieldProps {
  value: string;
  /** Called once typing pauses. */
  onSearch: (text: string) => void;
}

/** Free-text product search (prefix and typo tolerant; SKU and EAN exact), debounced. */
export function ProductSearchField({ value, onSearch }: ProductSearchFieldProps) {
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
      placeholder={t('products.search.placeholder')}
      slotProps={{
        htmlInput: { 'aria-label': t('products.search.label'), enterKeyHint: 'search' },
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
                aria-label={t('products.search.clear')}
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
