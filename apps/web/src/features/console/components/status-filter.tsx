import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

/** A select above a grid that narrows it (all, or one value), its options named by the caller. */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  allLabel,
  size = 'small',
  sx = { minWidth: 180 },
}: {
  label: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange: (value: V | '') => void;
  allLabel: string;
  /** Small above a grid; medium beside other full-size fields. */
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      size={size}
      label={label}
      // A value no longer among the options (an address typed by hand) shows as "All".
      value={options.some((o) => o.value === value) ? value : ''}
      onChange={(e) => onChange(e.target.value as V | '')}
      sx={sx}
      // "All" is a choice of its own, shown as one.
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
