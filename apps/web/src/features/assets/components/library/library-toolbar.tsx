import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SortIcon from '@mui/icons-material/Sort';
import { useTranslation } from 'react-i18next';
import type { AssetListState } from '../../lib/asset-list-state';
import { AssetSearchField } from './asset-search-field';

interface LibraryToolbarProps {
  state: AssetListState;
  /** Assets on screen; undefined while the first page loads. */
  shown: number | undefined;
  onSearch: (text: string) => void;
  onSort: () => void;
}

/** Search, the number of assets shown (no total exists) and the sort button with the current order. */
export function LibraryToolbar({ state, shown, onSearch, onSort }: LibraryToolbarProps) {
  const { t } = useTranslation();
  const order = t(state.orderBy === 'name' ? 'assets.library.sort_name' : 'assets.library.sort_created');
  const direction = t(state.orderDir === 'asc' ? 'assets.library.sort_asc' : 'assets.library.sort_desc');
  return (
    <Stack spacing={1.5}>
      <AssetSearchField value={state.search} onSearch={onSearch} />
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          role="status"
          aria-live="polite"
          variant="body2"
          color="text.secondary"
          sx={{ mr: 'auto' }}
        >
          {shown === undefined ? '\u00a0' : t('assets.library.shown', { count: shown })}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          onClick={onSort}
          startIcon={<SortIcon />}
          aria-haspopup="dialog"
          // The current order wraps under the word in the longer languages, read from the start.
          sx={{ textAlign: 'start' }}
        >
          {t('assets.library.sort_title')}
          <Typography
            component="span"
            variant="inherit"
            sx={{ ml: 0.75, fontWeight: 400, textTransform: 'none' }}
          >
            {`(${order}, ${direction})`}
          </Typography>
        </Button>
      </Stack>
    </Stack>
  );
}
