import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SortIcon from '@mui/icons-material/Sort';
import { useTranslation } from 'react-i18next';
import { SearchField, type SuggestSettings } from '@/shared/ui/search-field';
import type { ContentListState } from '../lib/content-list-state';

// Contents only: choosing one opens its page, or its outside link in a new tab.
const SUGGEST: SuggestSettings = { sections: ['contents'] };

interface ContentToolbarProps {
  state: ContentListState;
  /** Contents matching; undefined while the first page loads. */
  total: number | undefined;
  onSearch: (text: string) => void;
  onSort: () => void;
}

/** Search, the number of matching contents and the sort button with the current order. */
export function ContentToolbar({ state, total, onSearch, onSort }: ContentToolbarProps) {
  const { t } = useTranslation();
  const order = t(state.orderBy === 'title' ? 'contents.sort.title_field' : 'contents.sort.created');
  const direction = t(state.orderDir === 'asc' ? 'contents.sort.asc' : 'contents.sort.desc');
  return (
    <Stack spacing={1.5}>
      <SearchField
        value={state.search}
        onSearch={onSearch}
        label={t('contents.search.label')}
        placeholder={t('contents.search.placeholder')}
        clearLabel={t('contents.search.clear')}
        maxLength={200}
        suggest={SUGGEST}
      />
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          role="status"
          aria-live="polite"
          variant="body2"
          color="text.secondary"
          sx={{ mr: 'auto' }}
        >
          {total === undefined ? '\u00a0' : t('contents.results', { count: total })}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          onClick={onSort}
          startIcon={<SortIcon />}
          aria-haspopup="dialog"
        >
          {t('contents.sort.title')}
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
