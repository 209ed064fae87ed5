import { useId, useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { SortDialogFrame } from '@/shared/ui/sort-dialog-frame';
import { SortDirectionField } from '@/shared/ui/sort-direction-field';
import type { ContentOrderBy, OrderDir } from '../lib/content-list-state';

interface ContentSortDialogProps {
  orderBy: ContentOrderBy;
  orderDir: OrderDir;
  onClose: () => void;
  onApply: (orderBy: ContentOrderBy, orderDir: OrderDir) => void;
}

/** Spec 9: contents sort by created or title, ascending or descending. Mount it to open it. */
export function ContentSortDialog({ orderBy, orderDir, onClose, onApply }: ContentSortDialogProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [field, setField] = useState(orderBy);
  const [direction, setDirection] = useState(orderDir);
  return (
    <SortDialogFrame
      title={t('contents.sort.title')}
      applyLabel={t('contents.sort.apply')}
      onClose={onClose}
      onApply={() => onApply(field, direction)}
    >
      <FormControl>
        <FormLabel id={labelId}>{t('contents.sort.field')}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={field}
          onChange={(event) => setField(event.target.value === 'title' ? 'title' : 'created')}
        >
          <FormControlLabel value="created" control={<Radio />} label={t('contents.sort.created')} />
          <FormControlLabel value="title" control={<Radio />} label={t('contents.sort.title_field')} />
        </RadioGroup>
      </FormControl>
      <SortDirectionField
        value={direction}
        onChange={setDirection}
        labels={{
          field: t('contents.sort.direction'),
          asc: t('contents.sort.asc'),
          desc: t('contents.sort.desc'),
        }}
      />
    </SortDialogFrame>
  );
}
