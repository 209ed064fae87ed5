import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import DeleteSweep from '@mui/icons-material/DeleteSweep';
import { useTranslation } from 'react-i18next';

/**
 * Spec 4 "Cart": remove all goes through a confirmation — title confirm, text are_you_sure followed
 * by the action, cancel and accept.
 */
export function RemoveAllButton({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<DeleteSweep />} onClick={() => setOpen(true)}>
        {t('assets.cart.remove_all')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="cart-remove-all-title"
        aria-describedby="cart-remove-all-text"
      >
        <DialogTitle id="cart-remove-all-title">{t('common.confirm')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="cart-remove-all-text">
            {`${t('common.are_you_sure')} ${t('assets.cart.remove_all_action')}`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            {t('common.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {t('common.accept')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
