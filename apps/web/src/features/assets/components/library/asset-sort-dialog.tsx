import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { SortDialogFrame } from '@/shared/ui/sort-dialog-frame';
import { SortDirectionField } from '@/shared/ui/sort-direction-field';
import type { AssetOrderBy, OrderDir } from '../../lib/asset-list-state';

interface AssetSortDialogProps {
  orderBy: AssetOrderBy;
  orderDir: OrderDir;
  onClose: () => void;
  onApply: (orderBy: AssetOrderBy, orderDir: OrderDir) => void;
}

/** Spec 9: assets sort by created or name, ascending or descending. Mount it to open it. */
export function AssetSortDialog({ orderBy, orderDir, onClose, onApply }: AssetSortDialogProps) {
  const { t } = useTranslation();
  const [field, setField] = useState(orderBy);
  const [direction, setDirection] = useState(orderDir);
  return (
    <SortDialogFrame
      title={t('assets.library.sort_title')}
      applyLabel={t('assets.library.sort_apply')}
      onClose={onClose}
      onApply={() => onApply(field, direction)}
    >
      <FormControl>
        <FormLabel id="asset-sort-field">{t('assets.library.sort_field')}</FormLabel>
        <RadioGroup
          aria-labelledby="asset-sort-field"
          value={field}
          onChange={(event) => setField(event.target.value === 'name' ? 'name' : 'created')}
        >
          <FormControlLabel value="created" control={<Radio />} label={t('assets.library.sort_created')} />
          <FormControlLabel value="name" control={<Radio />} label={t('assets.library.sort_name')} />
        </RadioGroup>
      </FormControl>
      <SortDirectionField
        value={direction}
        onChange={setDirection}
        labels={{
          field: t('assets.library.sort_direction'),
          asc: t('assets.library.sort_asc'),
          desc: t('assets.library.sort_desc'),
        }}
      />
    </SortDialogFrame>
  );
}
