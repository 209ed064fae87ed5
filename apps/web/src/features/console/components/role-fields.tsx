import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CONSOLE_ROLES, type ConsoleRole } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { useConsoleGroups } from '../api/users';

/** The roles a person holds, as boxes; the two visit roles exclude each other. */
export function RoleFields({
  value,
  onChange,
}: {
  value: ConsoleRole[];
  onChange: (roles: ConsoleRole[]) => void;
}) {
  const { t } = useTranslation();
  const toggle = (role: ConsoleRole, on: boolean) => {
    let next = value.filter((r) => r !== role);
    if (on) {
      // Field staff or planner, never both.
      if (role === 'visitation_field') next = next.filter((r) => r !== 'visitation_planner');
      if (role === 'visitation_planner') next = next.filter((r) => r !== 'visitation_field');
      next.push(role);
    }
    onChange(CONSOLE_ROLES.filter((r) => next.includes(r)));
  };
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('console.users.roles')}</FormLabel>
      <FormGroup>
        {CONSOLE_ROLES.map((role) => (
          <FormControlLabel
            key={role}
            control={
              <Checkbox checked={value.includes(role)} onChange={(e) => toggle(role, e.target.checked)} />
            }
            label={t(`console.roles.${role}`)}
          />
        ))}
      </FormGroup>
      <FormHelperText>{t('console.users.roles_hint')}</FormHelperText>
    </FormControl>
  );
}

/** A choice of registration group (every group, public or not). */
export function GroupField({
  value,
  onChange,
  label,
  allowNone = false,
  error,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  label: string;
  allowNone?: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const groups = useConsoleGroups();
  return (
    <TextField
      select
      fullWidth
      required={!allowNone}
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      error={Boolean(error)}
      helperText={error}
      disabled={groups.isPending}
      slotProps={allowNone ? { inputLabel: { shrink: true }, select: { displayEmpty: true } } : undefined}
    >
      {allowNone && <MenuItem value="">{t('console.users.no_group')}</MenuItem>}
      {(groups.data ?? []).map((group) => (
        <MenuItem key={group.id} value={group.id}>
          {group.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
