import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RIGHTS_STATES, type RightsState } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { useAssetChoices } from '../../api/assets';

export interface AssetFilterValues {
  scope: string;
  tag: string;
  rights: RightsState | '';
}

/** A filter of the list: a select with "all" first. */
function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('console.assets.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The list's filters beside the grid's own search: scope, tag and rights state. */
export function AssetFilters({
  value,
  onChange,
}: {
  value: AssetFilterValues;
  onChange: (value: AssetFilterValues) => void;
}) {
  const { t } = useTranslation();
  const choices = useAssetChoices();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <FilterSelect
        label={t('console.assets.columns.scopes')}
        value={value.scope}
        options={(choices.data?.scopes ?? []).map((s) => ({
          value: String(s.id),
          label: `${'\u2003'.repeat(s.depth)}${s.name}`,
        }))}
        onChange={(scope) => onChange({ ...value, scope })}
      />
      <FilterSelect
        label={t('console.assets.columns.tags')}
        value={value.tag}
        options={(choices.data?.tags ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }))}
        onChange={(tag) => onChange({ ...value, tag })}
      />
      <FilterSelect
        label={t('console.assets.columns.rights')}
        value={value.rights}
        options={RIGHTS_STATES.map((s) => ({ value: s, label: t(`console.assets.rights_states.${s}`) }))}
        onChange={(rights) => onChange({ ...value, rights: rights as RightsState | '' })}
      />
    </Stack>
  );
}
