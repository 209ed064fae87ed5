import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Attribute } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { formatRange, optionLabel } from '../../lib/attribute-values';
import { attributeLabel } from '../../lib/filter-offering';
import type { FilterValue } from '../../lib/list-query-state';
import { useValueFormat } from '../../hooks/use-value-format';

interface ActiveFilterChipsProps {
  filters: Record<string, FilterValue>;
  attributes: ReadonlyMap<string, Attribute>;
  onChange: (code: string, value: FilterValue | undefined) => void;
  onClear: () => void;
}

/** The chosen filter values as removable chips, e.g. 'Colour: White' or 'Weight: 1 – 5 kg'. */
export function ActiveFilterChips({ filters, attributes, onChange, onClear }: ActiveFilterChipsProps) {
  const { t } = useTranslation();
  const format = useValueFormat();
  const chips = Object.entries(filters).flatMap(([code, value]) => {
    const attribute = attributes.get(code);
    const label = attribute ? attributeLabel(attribute) : code;
    if (Array.isArray(value)) {
      return value.map((v) => ({
        key: `${code}:${v}`,
        text: `${label}: ${optionLabel(attribute, v)}`,
        remove: () =>
          onChange(
            code,
            value.filter((other) => other !== v),
          ),
      }));
    }
    const text = typeof value === 'string' ? value : formatRange(value, attribute, format);
    return [{ key: code, text: `${label}: ${text}`, remove: () => onChange(code, undefined) }];
  });
  if (chips.length === 0) return null;
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      aria-label={t('products.filters.active')}
      role="group"
    >
      {chips.map((chip) => (
        <Chip
          key={chip.key}
          label={chip.text}
          size="small"
          onDelete={chip.remove}
          aria-label={t('products.filters.remove', { name: chip.text })}
        />
      ))}
      <Button size="small" onClick={onClear}>
        {t('products.filters.clear')}
      </Button>
    </Stack>
  );
}
