import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import PersonAdd from '@mui/icons-material/PersonAdd';
import UploadFile from '@mui/icons-material/UploadFile';
import type { GridColDef } from '@mui/x-data-grid';
import { CONSOLE_ROLES, type ConsoleRole, type ConsoleUserRow } from '@vitrine/contract';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale, useLocalePath } from '@/shared/locale/locale-context';
import { useConsoleGroups, useConsoleUsers } from '../api/users';
import { ConsoleGrid, useGridQuery } from '../components/console-grid';
import { CreateUserDialog } from '../components/create-user-dialog';
import { FilterSelect } from '../components/status-filter';
import { useMomentText } from '../components/use-moment-text';

type UserSort = 'name' | 'email' | 'company' | 'group' | 'last_sign_in_at' | 'created_at';

/** /{locale}/admin/users: everyone with an account, found by name, address or company. */
export function UsersPage() {
  const { t } = useTranslation();
  const { segment } = useLocale();
  const to = useLocalePath();
  const groups = useConsoleGroups();
  const [groupId, setGroupId] = useState('');
  const [role, setRole] = useState<ConsoleRole | ''>('');
  const [state, setState] = useState<'enabled' | 'disabled' | ''>('');
  const [creating, setCreating] = useState(false);
  const { query, gridProps, restart } = useGridQuery({ sort: 'name' });
  const users = useConsoleUsers({
    ...query,
    sort: query.sort as UserSort | undefined,
    ...(groupId ? { group_id: Number(groupId) } : {}),
    ...(role ? { role } : {}),
    ...(state ? { state } : {}),
  });
  const moment = useMomentText();

  const columns = useMemo<GridColDef<ConsoleUserRow>[]>(
    () => [
      {
        field: 'name',
        headerName: t('console.users.name'),
        flex: 1,
        minWidth: 170,
        valueGetter: (_value, row) => `${row.first_name} ${row.last_name}`.trim() || row.email,
        renderCell: ({ row, value }) => (
          <Link component={RouterLink} to={to(`/admin/users/${row.id}`)}>
            {value as string}
          </Link>
        ),
      },
      { field: 'email', headerName: t('console.users.email'), flex: 1, minWidth: 210 },
      { field: 'company', headerName: t('console.users.company'), flex: 1, minWidth: 140 },
      {
        field: 'group',
        headerName: t('console.users.group'),
        minWidth: 140,
        valueGetter: (_value, row) => row.group?.name ?? '',
      },
      {
        field: 'roles',
        headerName: t('console.users.roles'),
        minWidth: 200,
        sortable: false,
        valueGetter: (_value, row) => row.roles.map((r) => t(`console.roles.${r}`)).join(', '),
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            {row.roles.map((r) => (
              <Chip key={r} size="small" label={t(`console.roles.${r}`)} />
            ))}
          </Stack>
        ),
      },
      {
        field: 'disabled',
        headerName: t('console.users.state'),
        width: 120,
        sortable: false,
        valueGetter: (_value, row) => t(row.disabled ? 'console.users.disabled' : 'console.users.enabled'),
      },
      {
        field: 'last_sign_in_at',
        headerName: t('console.users.last_sign_in'),
        width: 170,
        valueFormatter: (value: string | null) => moment(value),
      },
      {
        field: 'created_at',
        headerName: t('console.users.created'),
        width: 170,
        valueFormatter: (value: string) => moment(value),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `moment` and `to` follow the language
    [t, segment],
  );

  const narrow = (set: () => void) => {
    set();
    restart();
  };
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <FilterSelect
          label={t('console.users.group')}
          value={groupId}
          allLabel={t('console.all')}
          options={(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
          onChange={(value) => narrow(() => setGroupId(value))}
        />
        <FilterSelect
          label={t('console.users.role')}
          value={role}
          allLabel={t('console.all')}
          options={CONSOLE_ROLES.map((value) => ({ value, label: t(`console.roles.${value}`) }))}
          onChange={(value) => narrow(() => setRole(value))}
        />
        <FilterSelect
          label={t('console.users.state')}
          value={state}
          allLabel={t('console.all')}
          options={(['enabled', 'disabled'] as const).map((value) => ({
            value,
            label: t(`console.users.${value}`),
          }))}
          onChange={(value) => narrow(() => setState(value))}
        />
        <Button
          variant="contained"
          startIcon={<PersonAdd />}
          onClick={() => setCreating(true)}
          sx={{ ml: { md: 'auto' } }}
        >
          {t('console.users.new')}
        </Button>
        <Button component={RouterLink} to={to('/admin/imports?kind=users')} startIcon={<UploadFile />}>
          {t('console.imports.import_users')}
        </Button>
      </Stack>
      <ConsoleGrid label={t('console.nav.users')} list={users} columns={columns} gridProps={gridProps} />
      {creating && <CreateUserDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}
