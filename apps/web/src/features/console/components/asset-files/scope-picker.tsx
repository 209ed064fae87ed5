import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { AssetScope } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';

interface ScopeOption {
  id: number;
  /** The scope's name with the names above it, so two scopes of one name stay apart. */
  label: string;
}

/** Every scope of the tree, parents before their children. */
function flatten(scopes: AssetScope[], above: string[] = []): ScopeOption[] {
  return scopes.flatMap((scope) => [
    { id: scope.id, label: [...above, scope.name].join(' › ') },
    ...flatten(scope.children, [...above, scope.name]),
  ]);
}

interface ScopePickerProps {
  scopes: AssetScope[];
  value: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
}

/** The scopes new files are filed in: type to find one, several may be chosen. */
export function ScopePicker({ scopes, value, onChange, disabled }: ScopePickerProps) {
  const { t } = useTranslation();
  const options = flatten(scopes);
  const chosen = options.filter((option) => value.includes(option.id));
  return (
    <Autocomplete
      multiple
      disabled={disabled}
      options={options}
      value={chosen}
      onChange={(_, next) => onChange(next.map((option) => option.id))}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionKey={(option) => option.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('console.asset_files.upload.scopes')}
          helperText={t('console.asset_files.upload.scopes_hint')}
        />
      )}
    />
  );
}
