import type { KeyboardEvent } from 'react';
import TextField from '@mui/material/TextField';
import type { Attribute } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { attributeLabel } from '../../lib/filter-offering';

interface TextFilterProps {
  attribute: Attribute;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** An exact-value filter for configured attributes without options (e.g. a text attribute). */
export function TextFilter({ attribute, value, onChange }: TextFilterProps) {
  const { t } = useTranslation();
  const commit = (text: string) => {
    const next = text.trim() || undefined;
    if (next !== value) onChange(next);
  };
  return (
    <TextField
      key={value ?? ''}
      size="small"
      fullWidth
      defaultValue={value ?? ''}
      placeholder={t('products.filters.exact_value')}
      onBlur={(event) => commit(event.target.value)}
      slotProps={{
        htmlInput: {
          'aria-label': attributeLabel(attribute),
          onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          },
        },
      }}
      sx={{ mb: 1 }}
    />
  );
}
