import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useTranslation } from 'react-i18next';

interface ConsentDialogProps {
  /** HTML already sanitised by the server. */
  message: string;
  loading: boolean;
  onAgree: () => void;
}

/** Blocking: onClose ignores backdrop clicks and Escape; only 'I agree' dismisses it (spec 4). */
export function ConsentDialog({ message, loading, onAgree }: ConsentDialogProps) {
  const { t } = useTranslation();
  return (
    // The server's message brings its own heading, so the dialog is named without a visible title.
    // The name goes on the paper (the role="dialog" element); MUI would otherwise point it at a
    // DialogTitle id that does not exist here, leaving the dialog nameless.
    <Dialog
      open
      onClose={() => undefined}
      maxWidth="md"
      fullWidth
      slotProps={{ paper: { 'aria-label': t('consent.title'), 'aria-labelledby': undefined } }}
    >
      <DialogContent>
        <div className="consent-message" dangerouslySetInnerHTML={{ __html: message }} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onAgree} loading={loading}>
          {t('consent.agree')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
