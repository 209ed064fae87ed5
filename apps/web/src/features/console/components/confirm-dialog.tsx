import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ConsoleDialog } from './console-dialog';

interface ConfirmDialogProps {
  /** The title's id, which names the dialog for a screen reader. */
  titleId: string;
  title: ReactNode;
  /** The button that does it; without one (nothing may be done) only the way back is offered. */
  confirmLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** While the answer is awaited, the button says so. */
  pending: boolean;
  disabled?: boolean;
  /** The way back's label; "Cancel" unless given. */
  cancelLabel?: string;
  children: ReactNode;
}

/**
 * Asks before something that cannot be undone (a deletion, a withdrawn link): the way back has
 * focus, so Enter never destroys by accident; the destructive button is red.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ConsoleDialog
      titleId={props.titleId}
      title={props.title}
      onClose={props.onClose}
      actions={
        <>
          <Button onClick={props.onClose} autoFocus>
            {props.cancelLabel ?? t('common.cancel')}
          </Button>
          {props.confirmLabel && (
            <Button
              color="error"
              variant="contained"
              disabled={props.disabled}
              loading={props.pending}
              onClick={props.onConfirm}
            >
              {props.confirmLabel}
            </Button>
          )}
        </>
      }
    >
      {props.children}
    </ConsoleDialog>
  );
}
