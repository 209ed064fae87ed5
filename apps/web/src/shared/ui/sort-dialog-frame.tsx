import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

interface SortDialogFrameProps {
  title: string;
  applyLabel: string;
  onClose: () => void;
  onApply: () => void;
  /** The sort fields, stacked. */
  children: ReactNode;
}

/** A sort dialog's frame: title, the fields, Cancel and Apply. Mount it to open it. */
export function SortDialogFrame({ title, applyLabel, onClose, onApply, children }: SortDialogFrameProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={onApply}>
          {applyLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
