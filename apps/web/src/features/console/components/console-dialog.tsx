import type { FormEvent, ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

interface ConsoleDialogProps {
  /** The title's id, which names the dialog for a screen reader. */
  titleId: string;
  title: ReactNode;
  onClose: () => void;
  /** Makes the dialog a form: its submit button sends it, Enter in a field too. */
  onSubmit?: (event: FormEvent) => void;
  actions: ReactNode;
  children: ReactNode;
}

/** A console dialog: the whole screen on a phone, a column of fields above; a form when it sends. */
export function ConsoleDialog({ titleId, title, onClose, onSubmit, actions, children }: ConsoleDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const body = (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>
    </>
  );
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate>
          {body}
        </form>
      ) : (
        body
      )}
    </Dialog>
  );
}
