import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import type { ConsoleAssetQuery, ConsoleAssetRow } from '@vitrine/contract';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatIsoValue } from '@/shared/format/date-time';
import { useLocale, useLocalePath } from '@/shared/locale/locale-context';
import { AssetThumbnail } from '@/shared/media/asset-thumbnail';
import { useConsoleAssets } from '../api/assets';
import { AssetBulkDialog } from '../components/assets/asset-bulk-dialog';
import { AssetFilters, type AssetFilterValues } from '../components/assets/asset-filters';
import { AssetRightsChip } from '../components/assets/asset-rights-chip';
import { ConsoleGrid, useGridQuery } from '../components/console-grid';

const NONE: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * /{locale}/admin/assets: the whole library, archived and expired files too, most recently changed
 * first: by words, scope, tag and rights; a row opens its edit form, checked rows are edited together.
 */
export function AssetsPage() {
  const { t } = useTranslation();
  const { segment } = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { query, gridProps, restart } = useGridQuery({ sort: 'updated_at', dir: 'desc' });
  const [filters, setFilters] = useState<AssetFilterValues>({ scope: '', tag: '', rights: '' });
  const [selection, setSelection] = useState<GridRowSelectionModel>(NONE);
  const [editing, setEditing] = useState(false);
  const { sort, ...paging } = query;
  const assets = useConsoleAssets({
    ...paging,
    ...(sort ? { sort: sort as ConsoleAssetQuery['sort'] } : {}),
    ...(filters.scope ? { scope: Number(filters.scope) } : {}),
    ...(filters.tag ? { tag: Number(filters.tag) } : {}),
    ...(filters.rights ? { rights: filters.rights } : {}),
  });
  const open = (id: number) => to(`/admin/assets/${id}`);
  const chosen = [...selection.ids].map(Number);

  const columns = useMemo<GridColDef<ConsoleAssetRow>[]>(
    () => [
      {
        field: 'thumbnail',
        headerName: t('console.assets.columns.thumbnail'),
        width: 72,
        sortable: false,
        renderCell: ({ row }) => (
          <AssetThumbnail url={row.url} ext={row.ext} alt="" sx={{ width: 40, height: 40, my: 0.5 }} />
        ),
      },
      {
        field: 'name',
        headerName: t('console.assets.columns.name'),
        minWidth: 200,
        flex: 2,
        // Only the cell the grid's keyboard focus is on is a tab stop (the grid's own model).
        renderCell: ({ row, tabIndex }) => (
          <Link
            component={RouterLink}
            to={open(row.id)}
            tabIndex={tabIndex}
            onClick={(e) => e.stopPropagation()}
          >
            {`${row.name}.${row.ext}`}
          </Link>
        ),
      },
      {
        field: 'scopes',
        headerName: t('console.assets.columns.scopes'),
        minWidth: 140,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => row.scopes.map((s) => s.name).join(', '),
      },
      {
        field: 'tags',
        headerName: t('console.assets.columns.tags'),
        minWidth: 140,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => row.tags.map((tag) => tag.name).join(', '),
      },
      {
        field: 'rights',
        headerName: t('console.assets.columns.rights'),
        width: 150,
        sortable: false,
        valueGetter: (_value, row) => t(`console.assets.rights_states.${row.rights}`),
        renderCell: ({ row }) => <AssetRightsChip state={row.rights} />,
      },
      {
        field: 'valid_until',
        headerName: t('console.assets.columns.valid_until'),
        width: 140,
        valueFormatter: (value: string | null) => (value ? formatIsoValue('date', value, segment) : ''),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `open` follows the language
    [t, segment],
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <AssetFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            restart();
          }}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', ml: { md: 'auto' } }}>
          <Button
            variant="outlined"
            startIcon={<EditOutlined />}
            disabled={chosen.length === 0}
            onClick={() => setEditing(true)}
          >
            {t('console.assets.edit_selected', { count: chosen.length })}
          </Button>
          <Button
            component={RouterLink}
            to={to('/admin/assets/upload')}
            variant="contained"
            startIcon={<CloudUploadOutlined />}
          >
            {t('console.assets.upload')}
          </Button>
        </Stack>
      </Stack>
      <ConsoleGrid
        label={t('console.assets.list_label')}
        list={assets}
        columns={columns}
        gridProps={gridProps}
        onRowClick={(row) => void navigate(open(row.id))}
        selection={{ model: selection, onChange: setSelection }}
      />
      {editing && (
        <AssetBulkDialog
          ids={chosen}
          onClose={() => setEditing(false)}
          onDone={() => {
            setEditing(false);
            setSelection(NONE);
          }}
        />
      )}
    </Stack>
  );
}
