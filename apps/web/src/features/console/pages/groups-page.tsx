import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import GroupAdd from '@mui/icons-material/GroupAdd';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { ConsoleGroup } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useConsoleGroups, useMoveGroup } from '../api/users';
import { ConsoleGrid, useGridQuery } from '../components/console-grid';
import { GroupDialog } from '../components/group-dialog';
import { VisibilityDialog } from '../components/visibility-dialog';

/** Up and down buttons: a group and its neighbour trade places (positions become list places). */
function MoveButtons({ group, groups }: { group: ConsoleGroup; groups: ConsoleGroup[] }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const move = useMoveGroup();
  const index = groups.findIndex((g) => g.id === group.id);
  const to = (place: number) =>
    move.mutate(
      [
        { id: group.id, position: place },
        { id: groups[place].id, position: index },
      ],
      { onError: (error) => notify(errorMessage(error, t('common.something_went_wrong')), 'error') },
    );
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      <IconButton
        size="small"
        disabled={index <= 0 || move.isPending}
        onClick={() => to(index - 1)}
        aria-label={t('console.groups.up', { name: group.name })}
      >
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        disabled={index === groups.length - 1 || move.isPending}
        onClick={() => to(index + 1)}
        aria-label={t('console.groups.down', { name: group.name })}
      >
        <ArrowDownward fontSize="small" />
      </IconButton>
    </Stack>
  );
}

/** /{locale}/admin/groups: the registration groups, their names, members and openness. */
export function GroupsPage() {
  const { t } = useTranslation();
  const groups = useConsoleGroups();
  const [editing, setEditing] = useState<ConsoleGroup | 'new' | null>(null);
  const [seeing, setSeeing] = useState<ConsoleGroup | null>(null);
  const { gridProps } = useGridQuery({ pageSize: 100 });
  const rows = useMemo(() => groups.data ?? [], [groups.data]);
  const columns = useMemo<GridColDef<ConsoleGroup>[]>(
    () => [
      {
        field: 'name',
        headerName: t('console.users.name'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        renderCell: ({ row }) => (
          // The name as it is written (a button's capitals would change it), opening its dialog.
          <Link
            component="button"
            type="button"
            onClick={() => setEditing(row)}
            aria-label={t('console.groups.edit_title', { name: row.name })}
          >
            {row.name}
          </Link>
        ),
      },
      {
        field: 'members',
        headerName: t('console.groups.members'),
        type: 'number',
        width: 110,
        sortable: false,
      },
      {
        field: 'is_public',
        headerName: t('console.groups.open'),
        width: 170,
        sortable: false,
        valueGetter: (_value, row) => t(row.is_public ? 'console.groups.open_yes' : 'console.groups.open_no'),
      },
      { field: 'code', headerName: t('console.groups.code'), minWidth: 140, flex: 1, sortable: false },
      {
        field: 'visibility',
        headerName: t('console.visibility.column'),
        width: 190,
        sortable: false,
        disableExport: true,
        renderCell: ({ row }) => (
          <Button
            size="small"
            startIcon={<VisibilityOutlined />}
            onClick={() => setSeeing(row)}
            // The visible word first in the name (what a speech user says), the group after it.
            aria-label={`${t('console.visibility.open')}: ${t('console.visibility.title', { name: row.name })}`}
          >
            {t('console.visibility.open')}
          </Button>
        ),
      },
      {
        field: 'position',
        headerName: t('console.groups.order'),
        width: 110,
        sortable: false,
        disableExport: true,
        renderCell: ({ row }) => <MoveButtons group={row} groups={rows} />,
      },
    ],
    [t, rows],
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row">
        <Button variant="contained" startIcon={<GroupAdd />} onClick={() => setEditing('new')}>
          {t('console.groups.new')}
        </Button>
      </Stack>
      <ConsoleGrid
        label={t('console.nav.groups')}
        list={{ ...groups, data: groups.data && { items: rows, total: rows.length } }}
        columns={columns}
        gridProps={gridProps}
        searchable={false}
      />
      {editing && <GroupDialog group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {seeing && <VisibilityDialog group={seeing} onClose={() => setSeeing(null)} />}
    </Stack>
  );
}
