import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
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
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="asset-sort-title">
      <DialogTitle id="asset-sort-title">{t('assets.library.sort_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <FormControl>
            <FormLabel id="asset-sort-field">{t('assets.library.sort_field')}</FormLabel>
            <RadioGroup
              aria-labelledby="asset-sort-field"
              value={field}
              onChange={(event) => setField(event.target.value === 'name' ? 'name' : 'created')}
            >
              <FormControlLabel
                value="created"
                control={<Radio />}
                label={t('assets.library.sort_created')}
              />
              <FormControlLabel value="name" control={<Radio />} label={t('assets.library.sort_name')} />
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id="asset-sort-direction">{t('assets.library.sort_direction')}</FormLabel>
            <RadioGroup
              aria-labelledby="asset-sort-direction"
              value={direction}
              onChange={(event) => setDirection(event.target.value === 'asc' ? 'asc' : 'desc')}
            >
              <FormControlLabel value="asc" control={<Radio />} label={t('assets.library.sort_asc')} />
              <FormControlLabel value="desc" control={<Radio />} label={t('assets.library.sort_desc')} />
            </RadioGroup>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => onApply(field, direction)}>
          {t('assets.library.sort_apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
