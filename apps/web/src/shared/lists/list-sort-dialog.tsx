import { useId, useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { SortDialogFrame } from '@/shared/ui/sort-dialog-frame';
import { SortDirectionField, type SortDirection } from '@/shared/ui/sort-direction-field';
import type { ListSort } from './list-place';

interface ListSortDialogProps<F extends string> {
  sort: ListSort<F>;
  orderBy: F;
  orderDir: SortDirection;
  onClose: () => void;
  onApply: (orderBy: F, orderDir: SortDirection) => void;
}

/** A list's sort dialog: one of its few fields and a direction. Mount it to open it. */
export function ListSortDialog<F extends string>(props: ListSortDialogProps<F>) {
  const { sort, orderBy, orderDir, onClose, onApply } = props;
  const { t } = useTranslation();
  const labelId = useId();
  const [field, setField] = useState(orderBy);
  const [direction, setDirection] = useState(orderDir);
  const { keys, fields } = sort;
  return (
    <SortDialogFrame
      title={t(keys.title)}
      applyLabel={t(keys.apply)}
      onClose={onClose}
      onApply={() => onApply(field, direction)}
    >
      <FormControl>
        <FormLabel id={labelId}>{t(keys.field)}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={field}
          onChange={(event) => {
            const chosen = fields.find((f) => f.value === event.target.value);
            if (chosen) setField(chosen.value);
          }}
        >
          {fields.map((f) => (
            <FormControlLabel key={f.value} value={f.value} control={<Radio />} label={t(f.key)} />
          ))}
        </RadioGroup>
      </FormControl>
      <SortDirectionField
        value={direction}
        onChange={setDirection}
        labels={{ field: t(keys.direction), asc: t(keys.asc), desc: t(keys.desc) }}
      />
    </SortDialogFrame>
  );
}
