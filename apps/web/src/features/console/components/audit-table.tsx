import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { AuditEntry, AuditQuery } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '@/shared/format/date-time';
import { useLocale } from '@/shared/locale/locale-context';
import { useAuditLog } from '../api/audit';
import { ConsoleGrid, useGridQuery } from './console-grid';

/** A record's values as the log shows them: `key: value`, one per line. */
const shown = (values: Record<string, unknown> | null) =>
  values
    ? Object.entries(values)
        .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value ?? '–')}`)
        .join('; ')
    : '';

/** The audit log (or one record's part of it), newest first, a page at a time. */
export function AuditTable({ target }: { target?: Pick<AuditQuery, 'target_kind' | 'target_id'> }) {
  const { t } = useTranslation();
  const { segment } = useLocale();
  const { query, gridProps } = useGridQuery();
  const log = useAuditLog({ page: query.page, pageSize: query.pageSize, ...target });
  const columns = useMemo<GridColDef<AuditEntry>[]>(
    () => [
      {
        field: 'at',
        headerName: t('console.audit.when'),
        width: 170,
        sortable: false,
        valueFormatter: (value: string) => formatMoment(value, segment),
      },
      {
        field: 'actor',
        headerName: t('console.audit.who'),
        minWidth: 160,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => row.actor.name || row.actor.email,
      },
      {
        field: 'action',
        headerName: t('console.audit.what'),
        minWidth: 180,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) =>
          t(`console.audit.actions.${row.action.replace('.', '_')}`, { defaultValue: row.action }),
      },
      {
        field: 'target_label',
        headerName: t('console.audit.record'),
        minWidth: 180,
        flex: 1,
        sortable: false,
      },
      {
        field: 'before',
        headerName: t('console.audit.before'),
        minWidth: 200,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => shown(row.before),
      },
      {
        field: 'after',
        headerName: t('console.audit.after'),
        minWidth: 200,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => shown(row.after),
      },
    ],
    [t, segment],
  );
  return (
    <ConsoleGrid
      label={t('console.nav.audit')}
      list={log}
      columns={columns}
      gridProps={gridProps}
      searchable={false}
    />
  );
}
