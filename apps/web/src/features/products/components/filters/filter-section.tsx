import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { Attribute } from '@vitrine/contract';
import { attributeLabel } from '../../lib/filter-offering';
import type { FilterValue, RangeValue } from '../../lib/list-query-state';
import { OptionFilter } from './option-filter';
import { RangeFilter } from './range-filter';
import { TextFilter } from './text-filter';

interface FilterSectionProps {
  attribute: Attribute;
  value: FilterValue | undefined;
  facets?: Record<string, number>;
  defaultOpen: boolean;
  onChange: (code: string, value: FilterValue | undefined) => void;
}

function activeCount(value: FilterValue | undefined): number {
  if (value === undefined) return 0;
  if (Array.isArray(value)) return value.length;
  return 1;
}

/** One attribute's filter under a heading that opens and closes it. */
export function FilterSection({ attribute, value, facets, defaultOpen, onChange }: FilterSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const count = activeCount(value);
  const set = (next: FilterValue | undefined) => onChange(attribute.name, next);
  let body;
  if (attribute.type === 'number' || attribute.type === 'float') {
    const range =
      value && typeof value === 'object' && !Array.isArray(value) ? (value as RangeValue) : undefined;
    body = <RangeFilter attribute={attribute} value={range} onChange={set} />;
  } else if (attribute.options.length > 0) {
    const selected = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
    body = <OptionFilter attribute={attribute} selected={selected} facets={facets} onChange={set} />;
  } else {
    body = (
      <TextFilter
        attribute={attribute}
        value={typeof value === 'string' ? value : undefined}
        onChange={set}
      />
    );
  }
  return (
    <Box component="section" sx={{ borderTop: 1, borderColor: 'divider' }}>
      <Typography component="h3" variant="subtitle2">
        <ButtonBase
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
          aria-controls={bodyId}
          sx={{
            width: '100%',
            py: 1.25,
            justifyContent: 'space-between',
            typography: 'subtitle2',
            textAlign: 'left',
          }}
        >
          <span>
            {attributeLabel(attribute)}
            {count > 0 && (
              <Box component="span" sx={{ color: 'primary.main', ml: 0.75 }}>
                ({count})
              </Box>
            )}
          </span>
          {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </ButtonBase>
      </Typography>
      <Collapse in={open} id={bodyId}>
        <Box sx={{ pb: 1 }}>{body}</Box>
      </Collapse>
    </Box>
  );
}
