import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SortIcon from '@mui/icons-material/Sort';
import { useTranslation } from 'react-i18next';
import type { SortDirection } from '@/shared/ui/sort-direction-field';
import type { ListSort } from './list-place';
import { StatusText } from '@/shared/ui/status-text';

interface ListToolbarProps<F extends string> {
  sort: ListSort<F>;
  /** The list's search field. */
  search: ReactNode;
  /** How many are listed; undefined while the first page loads (the line keeps its height). */
  status: string | undefined;
  orderBy: F;
  orderDir: SortDirection;
  onSort: () => void;
}

/** A list's search, the number listed (read out when it changes) and the sort button with the order. */
export function ListToolbar<F extends string>(props: ListToolbarProps<F>) {
  const { sort, search, status, orderBy, orderDir, onSort } = props;
  const { t } = useTranslation();
  const field = sort.fields.find((f) => f.value === orderBy) ?? sort.fields[0];
  const summary = `${field ? t(field.key) : ''}, ${t(orderDir === 'asc' ? sort.keys.asc : sort.keys.desc)}`;
  return (
    <Stack spacing={1.5}>
      {search}
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <StatusText>{status ?? '\u00a0'}</StatusText>
        <Button
          variant="outlined"
          size="small"
          onClick={onSort}
          startIcon={<SortIcon />}
          aria-haspopup="dialog"
          // The current order wraps under the word in the longer languages, read from the start.
          sx={{ textAlign: 'start' }}
        >
          {t(sort.keys.title)}
          <Typography
            component="span"
            variant="inherit"
            sx={{ ml: 0.75, fontWeight: 400, textTransform: 'none' }}
          >
            {`(${summary})`}
          </Typography>
        </Button>
      </Stack>
    </Stack>
  );
}
