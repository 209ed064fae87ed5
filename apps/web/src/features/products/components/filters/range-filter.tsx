import { useState, type KeyboardEvent } from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Attribute } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { numericBounds } from '../../lib/attribute-values';
import { attributeLabel } from '../../lib/filter-offering';
import type { RangeValue } from '../../lib/list-query-state';

interface RangeFilterProps {
  attribute: Attribute;
  value: RangeValue | undefined;
  onChange: (value: RangeValue | undefined) => void;
}

/** Slider step: whole numbers for number attributes, about a hundredth of the span for floats. */
function stepOf(attribute: Attribute, span: number): number {
  if (attribute.type === 'number' || span <= 0) return 1;
  return 10 ** Math.floor(Math.log10(span / 100));
}

function parse(text: string): number | undefined {
  const n = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(n) ? n : undefined;
}

/**
 * A min–max range for number and float attributes (spec 2), bounded by the lowest and highest value
 * the attribute has. An end at its bound stays open.
 */
export function RangeFilter({ attribute, value, onChange }: RangeFilterProps) {
  const { t } = useTranslation();
  const bounds = numericBounds(attribute) ?? { min: 0, max: 0 };
  const low = value?.min ?? bounds.min;
  const high = value?.max ?? bounds.max;
  const [draft, setDraft] = useState<number[] | null>(null);
  const label = attributeLabel(attribute);
  const unit = attribute.post_fix ?? '';

  const commit = (min: number | undefined, max: number | undefined) => {
    const next: RangeValue = {};
    if (min !== undefined && min > bounds.min) next.min = min;
    if (max !== undefined && max < bounds.max) next.max = max;
    onChange(next.min === undefined && next.max === undefined ? undefined : next);
  };
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
  };

  return (
    <Stack spacing={1} sx={{ px: 1, pb: 1 }}>
      {bounds.max > bounds.min && (
        <>
          <Slider
            size="small"
            value={draft ?? [low, high]}
            min={bounds.min}
            max={bounds.max}
            step={stepOf(attribute, bounds.max - bounds.min)}
            onChange={(_event, next) => setDraft(next as number[])}
            onChangeCommitted={(_event, next) => {
              setDraft(null);
              const [min, max] = next as number[];
              commit(min, max);
            }}
            valueLabelDisplay="auto"
            getAriaLabel={(index) =>
              t(index === 0 ? 'products.filters.minimum_of' : 'products.filters.maximum_of', { name: label })
            }
            getAriaValueText={(n) => `${n} ${unit}`.trim()}
          />
          <Stack direction="row" sx={{ justifyContent: 'space-between', mt: -1 }} aria-hidden>
            <Typography variant="caption" color="text.secondary">
              {`${bounds.min} ${unit}`.trim()}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {`${bounds.max} ${unit}`.trim()}
            </Typography>
          </Stack>
        </>
      )}
      <Stack direction="row" spacing={1} key={`${value?.min}:${value?.max}`}>
        {(['min', 'max'] as const).map((end) => (
          <TextField
            key={end}
            size="small"
            type="number"
            label={t(end === 'min' ? 'products.filters.minimum' : 'products.filters.maximum')}
            defaultValue={value?.[end] ?? ''}
            placeholder={String(bounds[end])}
            onBlur={(event) => {
              const typed = parse(event.target.value);
              if (typed === value?.[end]) return;
              if (end === 'min') commit(typed, value?.max);
              else commit(value?.min, typed);
            }}
            slotProps={{
              htmlInput: {
                onKeyDown: onEnter,
                'aria-label': t(
                  end === 'min' ? 'products.filters.minimum_of' : 'products.filters.maximum_of',
                  {
                    name: label,
                  },
                ),
              },
            }}
          />
        ))}
      </Stack>
    </Stack>
  );
}
