import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import type { Attribute } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { facetOptions } from '../../lib/attribute-values';
import { attributeLabel } from '../../lib/filter-offering';

/** Options shown before 'show all'. */
const VISIBLE_OPTIONS = 8;

interface OptionFilterProps {
  attribute: Attribute;
  selected: string[];
  /** The attribute's facet counts under the current filters (its own filter left out). */
  facets?: Record<string, number>;
  onChange: (values: string[]) => void;
}

/** Checkboxes for select and bool attributes, each with its facet count; any chosen value matches. */
export function OptionFilter({ attribute, selected, facets, onChange }: OptionFilterProps) {
  const { t } = useTranslation();
  const options = facetOptions(attribute, facets);
  const hiddenChosen = options.slice(VISIBLE_OPTIONS).some((o) => selected.includes(o.value));
  const [expanded, setExpanded] = useState(hiddenChosen);
  const visible = expanded ? options : options.slice(0, VISIBLE_OPTIONS);
  const toggle = (value: string) =>
    onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  return (
    <>
      <FormGroup aria-label={attributeLabel(attribute)}>
        {visible.map((option) => (
          <FormControlLabel
            key={option.value}
            control={
              <Checkbox
                size="small"
                checked={selected.includes(option.value)}
                onChange={() => toggle(option.value)}
              />
            }
            label={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <span>{option.label}</span>
                {option.count !== undefined && (
                  <Typography
                    component="span"
                    variant="caption"
                    color={option.count ? 'text.secondary' : 'text.disabled'}
                    aria-label={t('products.filters.count', { count: option.count })}
                  >
                    {option.count}
                  </Typography>
                )}
              </Box>
            }
            sx={{ mr: 0, ml: -0.75, '& .MuiFormControlLabel-label': { flexGrow: 1, typography: 'body2' } }}
          />
        ))}
      </FormGroup>
      {options.length > VISIBLE_OPTIONS && (
        <Button size="small" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded}>
          {expanded
            ? t('products.filters.show_fewer')
            : t('products.filters.show_all', { count: options.length })}
        </Button>
      )}
    </>
  );
}
