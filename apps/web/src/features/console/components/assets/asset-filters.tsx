import Stack from '@mui/material/Stack';
import { RIGHTS_STATES, type RightsState } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { useAssetChoices } from '../../api/assets';
import { FilterSelect } from '../status-filter';

export interface AssetFilterValues {
  scope: string;
  tag: string;
  rights: RightsState | '';
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
        allLabel={t('console.assets.all')}
        label={t('console.assets.columns.scopes')}
        value={value.scope}
        options={(choices.data?.scopes ?? []).map((s) => ({
          value: String(s.id),
          label: `${'\u2003'.repeat(s.depth)}${s.name}`,
        }))}
        onChange={(scope) => onChange({ ...value, scope })}
      />
      <FilterSelect
        allLabel={t('console.assets.all')}
        label={t('console.assets.columns.tags')}
        value={value.tag}
        options={(choices.data?.tags ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }))}
        onChange={(tag) => onChange({ ...value, tag })}
      />
      <FilterSelect
        allLabel={t('console.assets.all')}
        label={t('console.assets.columns.rights')}
        value={value.rights}
        options={RIGHTS_STATES.map((s) => ({ value: s, label: t(`console.assets.rights_states.${s}`) }))}
        onChange={(rights) => onChange({ ...value, rights: rights as RightsState | '' })}
      />
    </Stack>
  );
}
