import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import Clear from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';

/** The magnifier at the start of every search box. */
export function SearchAdornment() {
  return (
    <InputAdornment position="start">
      <SearchIcon />
    </InputAdornment>
  );
}

/** The clear button at the end of a search box with text. */
export function ClearAdornment({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <InputAdornment position="end">
      <IconButton size="small" edge="end" aria-label={label} onClick={onClear}>
        <Clear fontSize="small" />
      </IconButton>
    </InputAdornment>
  );
}

/** A search box's frame: white on any page colour, no second clear cross, the hint below on phones. */
export const searchInputSx: SxProps<Theme> = (theme) => ({
  '& .MuiInputBase-root': { bgcolor: 'background.paper' },
  // The browser's own clear cross would sit beside ours.
  '& input[type=search]::-webkit-search-cancel-button': { display: 'none' },
  [theme.breakpoints.down('sm')]: { '& input::placeholder': { opacity: 0 } },
});

/** The hint written below the box on phones, where a long placeholder would be cut inside it. */
export const phoneHelperTextSx = { display: { xs: 'block', sm: 'none' }, mx: 0.5 } as const;
