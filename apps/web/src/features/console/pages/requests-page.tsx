import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import {
  ACCOUNT_REQUEST_STATUSES,
  type AccountRequestStatus,
  type ConsoleAccountRequest,
} from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '@/shared/format/date-time';
import { useLocale } from '@/shared/locale/locale-context';
import { useAccountRequests } from '../api/account-requests';
import { ConsoleGrid, useGridQuery } from '../components/console-grid';
import { RequestDialog } from '../components/request-dialog';
import { FilterSelect } from '../components/status-filter';

const STATUS_COLOR = { open: 'warning', approved: 'success', refused: 'default' } as const;

/** /{locale}/admin/requests: the account requests, open ones first, each reviewed in a dialog. */
export function RequestsPage() {
  const { t } = useTranslation();
  const { segment } = useLocale();
  const [status, setStatus] = useState<AccountRequestStatus | ''>('open');
  const [reviewing, setReviewing] = useState<ConsoleAccountRequest | null>(null);
  const { query, gridProps, restart } = useGridQuery({ sort: 'created_at', dir: 'desc' });
  const requests = useAccountRequests({
    ...query,
    sort: query.sort as 'created_at' | undefined,
    ...(status ? { status } : {}),
  });

  const columns = useMemo<GridColDef<ConsoleAccountRequest>[]>(
    () => [
      {
        field: 'created_at',
        headerName: t('console.requests.received_at'),
        width: 160,
        valueFormatter: (value: string) => formatMoment(value, segment),
      },
      {
        field: 'name',
        headerName: t('console.requests.applicant'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueGetter: (_value, row) => `${row.first_name} ${row.last_name}`.trim(),
        // The name opens the request too: on a phone the review column is off to the side.
        renderCell: ({ row, value }) => (
          <Link
            component="button"
            type="button"
            onClick={() => setReviewing(row)}
            sx={{ textAlign: 'start' }}
          >
            {value as string}
          </Link>
        ),
      },
      { field: 'email', headerName: t('console.users.email'), flex: 1, minWidth: 200 },
      { field: 'company', headerName: t('console.users.company'), flex: 1, minWidth: 160 },
      {
        field: 'status',
        headerName: t('console.requests.status'),
        width: 130,
        renderCell: ({ row }) => (
          <Chip size="small" color={STATUS_COLOR[row.status]} label={t(`console.status.${row.status}`)} />
        ),
      },
      {
        field: 'review',
        headerName: t('console.requests.review'),
        width: 130,
        sortable: false,
        disableExport: true,
        renderCell: ({ row }) => (
          <Button
            size="small"
            onClick={() => setReviewing(row)}
            aria-label={t('console.requests.review_of', { email: row.email })}
          >
            {row.status === 'open' ? t('console.requests.review') : t('console.requests.view')}
          </Button>
        ),
      },
    ],
    [t, segment],
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FilterSelect
          label={t('console.requests.status')}
          value={status}
          allLabel={t('console.all')}
          options={ACCOUNT_REQUEST_STATUSES.map((value) => ({ value, label: t(`console.status.${value}`) }))}
          onChange={(value) => {
            setStatus(value);
            restart();
          }}
        />
      </Stack>
      <ConsoleGrid
        label={t('console.nav.requests')}
        list={requests}
        columns={columns}
        gridProps={gridProps}
      />
      {reviewing && <RequestDialog request={reviewing} onClose={() => setReviewing(null)} />}
    </Stack>
  );
}
