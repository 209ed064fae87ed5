import { useMemo } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { REPORT_STATES, type ReceivedReportRow } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLocale, useLocalePath } from '@/shared/locale/locale-context';
import { useReceivedReports } from '../api/received';
import { ConsoleGrid, useGridQuery } from './console-grid';
import { momentLinkColumn } from './moment-link-column';
import { FilterChoice, ReceivedFilters, useReceivedFilters } from './received-filters';
import { STATE_CHIP } from './report-state';

/** Everyone's reports, newest first: by state, person and day; a row opens the report. */
export function ReceivedReports() {
  const { t } = useTranslation();
  const { segment } = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  // The list as it is now (its filters in the address), for the way back from what a row opens.
  const back = { list: useLocation().search };
  const { query, gridProps, restart } = useGridQuery({ sort: 'created_at', dir: 'desc' });
  const filters = useReceivedFilters(restart);
  const stateParam = filters.value('state');
  const state = REPORT_STATES.find((s) => s === stateParam);
  const reports = useReceivedReports({
    page: query.page,
    pageSize: query.pageSize,
    dir: query.dir ?? 'desc',
    ...(state ? { state } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...filters.range,
  });
  const open = (id: number) => to(`/admin/received/reports/${id}`);

  const columns = useMemo<GridColDef<ReceivedReportRow>[]>(
    () => [
      momentLinkColumn<ReceivedReportRow>({
        headerName: t('console.received.reports.sent_at'),
        segment,
        to: (row) => open(row.id),
        state: back,
        label: (row, moment) => t('console.received.reports.open', { subject: row.subject, date: moment }),
      }),
      {
        field: 'person',
        headerName: t('console.received.reports.person'),
        minWidth: 150,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => row.person?.name || t('console.received.results.no_account'),
      },
      {
        field: 'subject',
        headerName: t('console.received.reports.subject'),
        minWidth: 220,
        flex: 2,
        sortable: false,
      },
      {
        field: 'state',
        headerName: t('console.received.reports.state'),
        width: 140,
        sortable: false,
        valueGetter: (_value, row) => t(`console.received.states.${row.state}`),
        renderCell: ({ row, value }) => (
          <Chip size="small" {...STATE_CHIP[row.state]} label={value as string} />
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `open` follows the language
    [t, segment, back.list],
  );

  return (
    <Stack spacing={2}>
      <ReceivedFilters filters={filters}>
        <FilterChoice
          label={t('console.received.reports.state')}
          value={state ?? ''}
          allLabel={t('console.all')}
          options={REPORT_STATES.map((value) => ({ value, label: t(`console.received.states.${value}`) }))}
          onChange={(value) => filters.set('state', value)}
        />
      </ReceivedFilters>
      <ConsoleGrid
        label={t('console.received.reports.label')}
        list={reports}
        columns={columns}
        gridProps={gridProps}
        searchable={false}
        onRowClick={(row) => void navigate(open(row.id), { state: back })}
      />
    </Stack>
  );
}
