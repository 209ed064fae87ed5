import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Attribute } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { isMediaAttribute } from '../../lib/attribute-values';
import { attributeLabel } from '../../lib/filter-offering';

interface SortDialogProps {
  attributes: Attribute[];
  searching: boolean;
  order: string | undefined;
  orderdir: 'asc' | 'desc';
  onClose: () => void;
  /** An undefined order leaves the default to the server: name, or relevance while searching. */
  onApply: (order: string | undefined, orderdir: 'asc' | 'desc') => void;
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
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="product-sort-title">
      <DialogTitle id="product-sort-title">{t('products.sort.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
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
          {field !== 'relevance' && (
            <FormControl>
              <FormLabel id="product-sort-direction">{t('products.sort.direction')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="product-sort-direction"
                value={direction}
                onChange={(event) => setDirection(event.target.value === 'desc' ? 'desc' : 'asc')}
              >
                <FormControlLabel value="asc" control={<Radio />} label={t('products.sort.asc')} />
                <FormControlLabel value="desc" control={<Radio />} label={t('products.sort.desc')} />
              </RadioGroup>
            </FormControl>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={apply}>
          {t('products.sort.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
