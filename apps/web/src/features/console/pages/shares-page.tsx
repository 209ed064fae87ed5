import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { ConsoleShare } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useLocale } from '@/shared/locale/locale-context';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useRevokeShare, useShares } from '../api/shares';
import { cartLinkColumns } from '../components/cart-link-columns';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ConsoleGrid, useGridQuery } from '../components/console-grid';
import { FilterSelect } from '../components/status-filter';
import { useMomentText } from '../components/use-moment-text';

/** Asks before a share's link is withdrawn. */
function RevokeDialog({ share, onClose }: { share: ConsoleShare; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const revoke = useRevokeShare();
  const recipient = share.recipient ?? '';
  return (
    <ConfirmDialog
      titleId="revoke-title"
      title={t('console.shares.revoke_title')}
      confirmLabel={t('console.shares.revoke_confirm')}
      pending={revoke.isPending}
      onConfirm={() =>
        revoke.mutate(share.id, {
          onSuccess: () => {
            notify(t('console.shares.revoked_done', { recipient }), 'success');
            onClose();
          },
          onError: (error) => notify(errorMessage(error, t('common.something_went_wrong')), 'error'),
        })
      }
      onClose={onClose}
    >
      <Typography>{t('console.shares.revoke_text', { recipient, count: share.file_count })}</Typography>
    </ConfirmDialog>
  );
}

/** /{locale}/admin/shares: carts shared by e-mail whose links still live, with their downloads. */
export function SharesPage() {
  const { t } = useTranslation();
  const { segment } = useLocale();
  const [state, setState] = useState<'live' | 'revoked' | ''>('');
  const [revoking, setRevoking] = useState<ConsoleShare | null>(null);
  const { query, gridProps, restart } = useGridQuery();
  const shares = useShares({
    page: query.page,
    pageSize: query.pageSize,
    q: query.q,
    ...(state ? { state } : {}),
  });
  const moment = useMomentText();
  const columns = useMemo<GridColDef<ConsoleShare>[]>(
    () => [
      // Whom and the action first: on a phone the later columns are off to the side.
      {
        field: 'recipient',
        headerName: t('console.shares.recipient'),
        minWidth: 200,
        flex: 1,
        sortable: false,
      },
      {
        field: 'revoked_at',
        headerName: t('console.shares.state'),
        width: 150,
        sortable: false,
        disableExport: true,
        renderCell: ({ row }) =>
          row.revoked_at ? (
            t('console.shares.revoked')
          ) : (
            <Button
              size="small"
              color="error"
              onClick={() => setRevoking(row)}
              aria-label={t('console.shares.revoke_of', { recipient: row.recipient ?? '' })}
            >
              {t('console.shares.revoke')}
            </Button>
          ),
      },
      {
        field: 'created_at',
        headerName: t('console.shares.created'),
        width: 165,
        sortable: false,
        valueFormatter: (value: string) => moment(value),
      },
      {
        field: 'sender',
        headerName: t('console.shares.sender'),
        minWidth: 150,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => row.sender?.name ?? '',
      },
      {
        field: 'file_count',
        headerName: t('console.shares.files'),
        type: 'number',
        width: 90,
        sortable: false,
      },
      ...cartLinkColumns<ConsoleShare>(t, moment),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `moment` follows the language
    [t, segment],
  );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FilterSelect
          label={t('console.shares.state')}
          value={state}
          allLabel={t('console.all')}
          options={(['live', 'revoked'] as const).map((value) => ({
            value,
            label: t(`console.shares.${value}`),
          }))}
          onChange={(value) => {
            setState(value);
            restart();
          }}
        />
      </Stack>
      <ConsoleGrid label={t('console.nav.shares')} list={shares} columns={columns} gridProps={gridProps} />
      {revoking && <RevokeDialog share={revoking} onClose={() => setRevoking(null)} />}
    </Stack>
  );
}
