import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Choice {
  id: number;
  name: string;
  depth?: number;
}

/** Several scopes or tags chosen by name as they are typed; the value is their ids. */
export function IdPicker({
  label,
  choices,
  value,
  onChange,
  error,
  helperText,
}: {
  label: string;
  choices: readonly Choice[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: boolean;
  helperText?: string;
}) {
  const byId = new Map(choices.map((c) => [c.id, c]));
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={choices.map((c) => c.id)}
      value={value}
      onChange={(_e, next) => onChange(next)}
      getOptionLabel={(id) => byId.get(id)?.name ?? String(id)}
      renderOption={({ key, ...props }, id) => (
        <li key={key} {...props} style={{ paddingLeft: 16 + 16 * (byId.get(id)?.depth ?? 0) }}>
          {byId.get(id)?.name ?? id}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} error={error} helperText={helperText} />}
    />
  );
}
