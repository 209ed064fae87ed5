import Chip from '@mui/material/Chip';
import type { RightsState } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';

// Filled where it warns: its text keeps its contrast on a selected row's tint too.
const LOOK = {
  valid: { color: 'default', variant: 'outlined' },
  expired: { color: 'error', variant: 'filled' },
  not_yet_valid: { color: 'warning', variant: 'filled' },
} as const;

/** Where an asset stands with its rights today, in words (the colour only repeats them). */
export function AssetRightsChip({ state }: { state: RightsState }) {
  const { t } = useTranslation();
  return <Chip size="small" {...LOOK[state]} label={t(`console.assets.rights_states.${state}`)} />;
}
