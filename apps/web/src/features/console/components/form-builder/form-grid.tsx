import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { ConsoleFormRow } from '@vitrine/contract';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';
import { useConsoleForms } from '../../api/forms';
import { ConsoleGrid, useGridQuery } from '../console-grid';

/**
 * Every form: its name (a link to the builder), category, state, window, and how many fields,
 * assignments and results it has. The list is whole in the browser: paged and searched here.
 */
export function FormGrid() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const forms = useConsoleForms();
  const { query, gridProps } = useGridQuery();
  const needle = (query.q ?? '').toLowerCase();
  const matching = (forms.data ?? []).filter(
    (f) =>
      !needle ||
      f.name.toLowerCase().includes(needle) ||
      (f.category?.name ?? '').toLowerCase().includes(needle),
  );
  const start = (query.page - 1) * query.pageSize;
  const list = {
    ...forms,
    data: forms.data && { items: matching.slice(start, start + query.pageSize), total: matching.length },
  };
  const window = (row: ConsoleFormRow) =>
    row.start_date || row.stop_date
      ? `${row.start_date?.slice(0, 10) ?? '…'} – ${row.stop_date?.slice(0, 10) ?? '…'}`
      : '';
  const columns = (
    [
      {
        field: 'name',
        headerName: t('console.forms.name'),
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={to(`/admin/forms/${row.id}`)} onClick={(e) => e.stopPropagation()}>
            {row.name}
          </Link>
        ),
      },
      {
        field: 'category',
        headerName: t('console.forms.category'),
        width: 160,
        valueGetter: (_, row) => row.category?.name ?? '',
      },
      {
        field: 'active',
        headerName: t('console.forms.state'),
        width: 120,
        valueGetter: (_, row) => t(row.active ? 'console.forms.on' : 'console.forms.off'),
      },
      {
        field: 'window',
        headerName: t('console.forms.window'),
        width: 200,
        valueGetter: (_, row) => window(row),
      },
      { field: 'recurring', headerName: t('console.forms.recurring'), width: 130 },
      { field: 'fields', headerName: t('console.forms.fields'), type: 'number', width: 90 },
      { field: 'assignments', headerName: t('console.forms.assignments'), type: 'number', width: 120 },
      { field: 'results', headerName: t('console.forms.results'), type: 'number', width: 100 },
    ] satisfies GridColDef<ConsoleFormRow>[]
  ).map((c): GridColDef<ConsoleFormRow> => ({ ...c, sortable: false }));
  return (
    <ConsoleGrid
      label={t('console.forms.list_label')}
      list={list}
      columns={columns}
      gridProps={gridProps}
      onRowClick={(row) => void navigate(to(`/admin/forms/${row.id}`))}
    />
  );
}
