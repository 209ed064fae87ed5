import { useMemo } from 'react';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { ConsoleImportRow } from '@vitrine/contract';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '@/shared/format/date-time';
import { useLocale, useLocalePath } from '@/shared/locale/locale-context';
import { isActive, useImports } from '../api/imports';
import { ConsoleGrid, useGridQuery } from './console-grid';
import { kindLabel, starterName } from './import-labels';

/** The imports of the last days, newest first, a page at a time; each opens its report. */
export function ImportHistory() {
  const { t, i18n } = useTranslation();
  const { segment } = useLocale();
  const to = useLocalePath();
  const { query, gridProps } = useGridQuery();
  const imports = useImports({ page: query.page, pageSize: query.pageSize });
  const columns = useMemo<GridColDef<ConsoleImportRow>[]>(() => {
    const number = new Intl.NumberFormat(i18n.language);
    return [
      // The file and its state first: on a phone the later columns are off to the side.
      {
        field: 'file',
        headerName: t('console.imports.history.file'),
        minWidth: 200,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={to(`/admin/imports/${row.id}`)}
            aria-label={t('console.imports.history.open', { file: row.file })}
          >
            {row.file}
          </Link>
        ),
      },
      {
        field: 'state',
        headerName: t('console.imports.history.state'),
        width: 150,
        sortable: false,
        valueGetter: (_value, row) =>
          isActive(row) && row.progress.percent !== null
            ? t('console.imports.history.state_percent', {
                state: t(`console.imports.states.${row.state}`),
                percent: Math.round(row.progress.percent),
              })
            : t(`console.imports.states.${row.state}`),
      },
      {
        field: 'createdAt',
        headerName: t('console.imports.history.started'),
        width: 170,
        sortable: false,
        valueFormatter: (value: string) => formatMoment(value, segment),
      },
      {
        field: 'kind',
        headerName: t('console.imports.history.kind'),
        minWidth: 150,
        sortable: false,
        valueGetter: (_value, row) => kindLabel(t, row.kind),
      },
      {
        field: 'rows',
        headerName: t('console.imports.history.rows'),
        type: 'number',
        width: 100,
        sortable: false,
        valueGetter: (_value, row) => row.progress.rows,
        valueFormatter: (value: number) => number.format(value),
      },
      {
        field: 'rejected',
        headerName: t('console.imports.history.refused'),
        type: 'number',
        width: 110,
        sortable: false,
        valueGetter: (_value, row) => row.totals?.rejected ?? null,
        valueFormatter: (value: number | null) => (value === null ? '–' : number.format(value)),
      },
      {
        field: 'startedBy',
        headerName: t('console.imports.history.by'),
        minWidth: 160,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => (row.startedBy ? starterName(t, row.startedBy) : '–'),
      },
      {
        field: 'finishedAt',
        headerName: t('console.imports.history.finished'),
        width: 170,
        sortable: false,
        valueFormatter: (value: string | null) => (value ? formatMoment(value, segment) : '–'),
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `to` follows the language
  }, [t, segment, i18n.language]);
  return (
    <ConsoleGrid
      label={t('console.imports.history.label')}
      list={imports}
      columns={columns}
      gridProps={gridProps}
      searchable={false}
    />
  );
}
