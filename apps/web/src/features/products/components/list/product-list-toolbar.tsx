import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownload from '@mui/icons-material/FileDownload';
import FilterList from '@mui/icons-material/FilterList';
import SortIcon from '@mui/icons-material/Sort';
import { useTranslation } from 'react-i18next';
import { ListSearchField } from '@/shared/lists/list-search-field';
import { PRODUCT_PLACE } from '../../lib/product-list-place';
import type { ProductView } from '../../lib/list-query-state';
import type { ProductSelection } from '../../hooks/use-product-selection';
import { ViewToggle } from './view-toggle';

interface ProductListToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  total: number | undefined;
  pageIds: number[];
  selection: ProductSelection;
  filtersOpen: boolean;
  filtersPanelId: string;
  activeFilters: number;
  onToggleFilters: () => void;
  onSort: () => void;
  view: ProductView;
  /** Undefined hides the view toggle (small screens). */
  onView?: (view: ProductView) => void;
  onExport: () => void;
}

/**
 * One of the toolbar's buttons, its label always whole. On phones the buttons share a row while
 * they fit and the last ones move to a row of their own when they do not (Russian, Greek at
 * 360 px); the server's first screen draws the same rows, so nothing moves when the app takes over.
 */
function ToolbarButton({ label, ...props }: ButtonProps & { label: string }) {
  return (
    <Button
      variant="outlined"
      size="small"
      {...props}
      sx={{ flex: { xs: '1 1 auto', sm: '0 0 auto' }, minWidth: 0 }}
    >
      {/* A label longer than the whole row (a setup's own text) wraps rather than being cut. */}
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {label}
      </Box>
    </Button>
  );
}

/** A row of controls that wraps, closer together on phones. */
const WRAPPING_ROW = {
  flexWrap: 'wrap',
  alignItems: 'center',
  rowGap: 1,
  columnGap: { xs: 0.75, sm: 1 },
} as const;

/** Search, result count, select-page, and the filters, sort, view and export controls. */
export function ProductListToolbar(props: ProductListToolbarProps) {
  const { t } = useTranslation();
  const { selection, pageIds } = props;
  const onPage = pageIds.filter((id) => selection.ids.has(id)).length;
  const all = pageIds.length > 0 && onPage === pageIds.length;
  return (
    <Stack spacing={1.5}>
      <ListSearchField place={PRODUCT_PLACE} value={props.search} onSearch={props.onSearch} />
      <Stack
        direction="row"
        useFlexGap
        sx={{
          ...WRAPPING_ROW,
          // Tighter icons on phones keep the three buttons on one row in most languages.
          '& .MuiButton-startIcon': { mr: { xs: 0.5, sm: 1 } },
        }}
      >
        {/* On phones the count has a row of its own, so its text never re-wraps the buttons. */}
        <Stack
          direction="row"
          sx={{ alignItems: 'center', mr: 'auto', flexBasis: { xs: '100%', sm: 'auto' } }}
        >
          <Checkbox
            checked={all}
            indeterminate={onPage > 0 && !all}
            disabled={pageIds.length === 0}
            onChange={() => selection.setMany(pageIds, !all)}
            slotProps={{ input: { 'aria-label': t('products.selection.page') } }}
          />
          <Typography role="status" aria-live="polite" variant="body2" color="text.secondary">
            {props.total === undefined ? '\u00a0' : t('products.results', { count: props.total })}
          </Typography>
        </Stack>
        {/* The buttons have rows of their own, below the count: its text never re-wraps them. */}
        <Stack
          direction="row"
          useFlexGap
          sx={{ ...WRAPPING_ROW, flex: { xs: '1 1 100%', sm: '0 0 auto' }, minWidth: 0 }}
        >
          <ToolbarButton
            variant={props.filtersOpen ? 'contained' : 'outlined'}
            disableElevation
            onClick={props.onToggleFilters}
            aria-expanded={props.filtersOpen}
            aria-controls={props.filtersPanelId}
            startIcon={
              <Badge
                badgeContent={props.activeFilters}
                color="secondary"
                variant="dot"
                invisible={!props.activeFilters}
              >
                <FilterList />
              </Badge>
            }
            label={t('products.filters.title')}
          />
          <ToolbarButton
            onClick={props.onSort}
            startIcon={<SortIcon />}
            aria-haspopup="dialog"
            label={t('products.sort.title')}
          />
          {props.onView && <ViewToggle view={props.view} onChange={props.onView} />}
          <ToolbarButton
            onClick={props.onExport}
            startIcon={<FileDownload />}
            aria-haspopup="dialog"
            label={t('products.export.button')}
          />
        </Stack>
      </Stack>
      {selection.ids.size > 0 && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 0.5,
            borderRadius: 1,
            bgcolor: 'action.selected',
          }}
        >
          <Typography variant="body2" sx={{ flexGrow: 1, fontWeight: 500 }} role="status">
            {t('products.selection.count', { count: selection.ids.size })}
          </Typography>
          <Button size="small" onClick={selection.clear}>
            {t('products.selection.clear')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
