import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FilterList from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import type { Attribute } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { EmptyState } from '@/shared/ui/empty-state';
import { matchFilters, needsFilterSearch, offerFilters, offeredCount } from '../../lib/filter-offering';
import type { FilterValue } from '../../lib/list-query-state';
import { FilterSection } from './filter-section';

interface FilterPanelProps {
  /** Undefined while the attribute list loads. */
  attributes: Attribute[] | undefined;
  facets?: Record<string, Record<string, number>>;
  filters: Record<string, FilterValue>;
  onChange: (code: string, value: FilterValue | undefined) => void;
  onClear: () => void;
  /** Number of matching products, for the 'show results' button. */
  total?: number;
  /** Small screens: closes the panel to show the results below it. */
  onDone?: () => void;
}

/**
 * Spec 2/5 attribute filters: the configured ones first, the others behind 'more filters', and a
 * search box over them when more than seven are offered.
 */
export function FilterPanel({
  attributes,
  facets,
  filters,
  onChange,
  onClear,
  total,
  onDone,
}: FilterPanelProps) {
  const { t } = useTranslation();
  const { setup } = usePortalConfig();
  const headingId = useId();
  const moreId = useId();
  const offered = useMemo(() => offerFilters(attributes ?? [], setup.filters), [attributes, setup.filters]);
  const [text, setText] = useState('');
  const [moreOpen, setMoreOpen] = useState(() => offered.more.some((a) => a.name in filters));
  const shown = matchFilters(offered, text);
  const searching = text.trim() !== '';
  const section = (attribute: Attribute, open: boolean) => (
    <FilterSection
      key={attribute.name}
      attribute={attribute}
      value={filters[attribute.name]}
      facets={facets?.[attribute.name]}
      defaultOpen={open || attribute.name in filters}
      onChange={onChange}
    />
  );

  let body;
  if (!attributes) body = [0, 1, 2, 3].map((i) => <Skeleton key={i} height={40} />);
  else if (offeredCount(offered) === 0) body = <EmptyState textKey="products.filters.none" />;
  else if (searching) {
    const hits = [...shown.main, ...shown.more];
    body = hits.length ? hits.map((a) => section(a, true)) : <EmptyState />;
  } else {
    body = (
      <>
        {shown.main.map((a) => section(a, true))}
        {shown.more.length > 0 && (
          <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
            <Button
              fullWidth
              onClick={() => setMoreOpen((v) => !v)}
              aria-expanded={moreOpen}
              aria-controls={moreId}
              endIcon={moreOpen ? <ExpandLess /> : <ExpandMore />}
              sx={{ justifyContent: 'space-between' }}
            >
              {t('products.filters.more', { count: shown.more.length })}
            </Button>
            <Collapse in={moreOpen} id={moreId}>
              {shown.more.map((a) => section(a, false))}
            </Collapse>
          </Box>
        )}
      </>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography
          id={headingId}
          component="h2"
          variant="h6"
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <FilterList fontSize="small" aria-hidden />
          {t('products.filters.title')}
        </Typography>
        {Object.keys(filters).length > 0 && (
          <Button size="small" onClick={onClear}>
            {t('products.filters.clear')}
          </Button>
        )}
      </Stack>
      {needsFilterSearch(offered) && (
        <TextField
          size="small"
          fullWidth
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('products.filters.search')}
          slotProps={{
            htmlInput: { 'aria-label': t('products.filters.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ mb: 1 }}
        />
      )}
      {body}
      {onDone && (
        <Button fullWidth variant="contained" onClick={onDone} sx={{ mt: 2 }}>
          {t('products.filters.show_results', { count: total ?? 0 })}
        </Button>
      )}
    </Paper>
  );
}
