import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@/shared/lists/page-sizes';

interface ListPagerProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/** Pages, the shown range and the page size (spec 9: 12, 24, 60 or 120). */
export function ListPager({ page, limit, total, onPage, onLimit }: ListPagerProps) {
  const { t } = useTranslation();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : Math.min((page - 1) * limit + 1, total);
  const to = Math.min(page * limit, total);
  return (
    <Stack
      component="nav"
      aria-label={t('common.pager.label')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 3 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('common.pager.range', { from, to, total })}
      </Typography>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_event, next) => onPage(next)}
          siblingCount={small ? 0 : 1}
          color="primary"
          shape="rounded"
          getItemAriaLabel={(type, item, selected) =>
            type === 'page'
              ? t(selected ? 'common.pager.current' : 'common.pager.page', { page: item })
              : t(`common.pager.${type}`)
          }
        />
      )}
      <TextField
        select
        size="small"
        label={t('common.pager.size')}
        value={limit}
        onChange={(event) => onLimit(Number(event.target.value))}
        sx={{ minWidth: 120 }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
