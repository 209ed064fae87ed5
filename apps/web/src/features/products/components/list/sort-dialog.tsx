import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Attribute } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { SortDialogFrame } from '@/shared/ui/sort-dialog-frame';
import { SortDirectionField, type SortDirection } from '@/shared/ui/sort-direction-field';
import { isMediaAttribute } from '../../lib/attribute-values';
import { attributeLabel } from '../../lib/filter-offering';

interface SortDialogProps {
  attributes: Attribute[];
  searching: boolean;
  order: string | undefined;
  orderdir: SortDirection;
  onClose: () => void;
  /** An undefined order leaves the default to the server: name, or relevance while searching. */
  onApply: (order: string | undefined, orderdir: SortDirection) => void;
}

/** Spec 2 sort dialog: name, created or any attribute, ascending or descending. Mount it to open it. */
export function SortDialog({ attributes, searching, order, orderdir, onClose, onApply }: SortDialogProps) {
  const { t } = useTranslation();
  const fallback = searching ? 'relevance' : 'name';
  const [field, setField] = useState(order && (order !== 'relevance' || searching) ? order : fallback);
  const [direction, setDirection] = useState(orderdir);
  const fields = [
    ...(searching ? [{ value: 'relevance', label: t('products.sort.relevance') }] : []),
    { value: 'name', label: t('products.sort.name') },
    { value: 'created', label: t('products.sort.created') },
    ...attributes
      .filter((a) => !isMediaAttribute(a) && !['name', 'created', 'relevance'].includes(a.name))
      .map((a) => ({ value: a.name, label: attributeLabel(a) })),
  ];
  const apply = () => onApply(field === fallback ? undefined : field, direction);
  return (
    <SortDialogFrame
      title={t('products.sort.title')}
      applyLabel={t('products.sort.apply')}
      onClose={onClose}
      onApply={apply}
    >
      <TextField
        select
        label={t('products.sort.field')}
        value={field}
        onChange={(event) => setField(event.target.value)}
        fullWidth
      >
        {fields.map((f) => (
          <MenuItem key={f.value} value={f.value}>
            {f.label}
          </MenuItem>
        ))}
      </TextField>
      {/* Relevance has no direction. */}
      {field !== 'relevance' && (
        <SortDirectionField
          row
          value={direction}
          onChange={setDirection}
          labels={{
            field: t('products.sort.direction'),
            asc: t('products.sort.asc'),
            desc: t('products.sort.desc'),
          }}
        />
      )}
    </SortDialogFrame>
  );
}
