import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A select above a grid that narrows it (all, or one value), its options named by the caller. */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  allLabel,
}: {
  label: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange: (value: V | '') => void;
  allLabel: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as V | '')}
      sx={{ minWidth: 180 }}
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
