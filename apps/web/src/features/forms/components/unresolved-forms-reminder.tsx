import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { unresolvedForms } from '@vitrine/contract/form-availability';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { useLocalePath } from '@/shared/locale/locale-context';
import { useSessionEnded, useUser } from '@/shared/session/session-store';
import { sessionTag } from '@/shared/session/session-user';
import { useRegistered } from '@/shared/session/use-registered';
import { readText, writeText } from '@/shared/storage/browser-storage';
import { focusPageHeading } from '@/shared/ui/page-heading-focus';
import { formsQueryOptions } from '../api/get-forms';
import { useOtherDialogOpen } from '../hooks/use-other-dialog-open';

/** Local storage: the tag of the sign-in (session token) for which the reminder was disregarded. */
const DISREGARDED_KEY = 'forms-reminder-disregarded';

/**
 * The 'Unresolved forms' dialog (spec 2): once per page load, the forms that must be answered
 * before continuing, one button each, and 'Disregard', which keeps it closed for this sign-in (in
 * every tab, until the next sign-in). A dialog over the page, so the page never moves when it comes.
 * Guests have no forms; the terms of use and an ended session come first.
 */
export function UnresolvedFormsReminder() {
  const user = useUser();
  const registered = useRegistered();
  const sessionEnded = useSessionEnded();
  const tag = user ? sessionTag(user.token) : null;
  const [closed, setClosed] = useState(false);
  const [disregarded, setDisregarded] = useState(false);
  const kept = tag !== null && readText(DISREGARDED_KEY) === tag;
  const active = registered && !sessionEnded && !kept && !closed;
  const forms = useQuery({ ...formsQueryOptions(null), enabled: active });
  const timeZone = usePortalConfig().setup.time_zone ?? 'UTC';
  // Judged at the time of the answer: a refetch after a sent result judges anew.
  const pending = useMemo(
    () => (forms.data ? unresolvedForms(forms.data, forms.dataUpdatedAt, timeZone) : []),
    [forms.data, forms.dataUpdatedAt, timeZone],
  );
  // The dialog is drawn in a deferred render: the list's answer is urgent to React, and the dialog
  // (with the page hidden from screen readers behind it) would otherwise be one long task.
  const shown = useDeferredValue(pending);
  const waiting = useOtherDialogOpen();
  // Its button goes away with it: focus goes on to the page's heading.
  useEffect(() => {
    if (disregarded) focusPageHeading();
  }, [disregarded]);
  if (!active || shown.length === 0 || waiting) return null;
  return (
    <ReminderDialog
      forms={shown}
      onChoose={() => setClosed(true)}
      onDisregard={() => {
        if (tag) writeText(DISREGARDED_KEY, tag);
        setClosed(true);
        setDisregarded(true);
      }}
    />
  );
}

interface ReminderDialogProps {
  forms: { id: number; name: string }[];
  onChoose: () => void;
  onDisregard: () => void;
}

function ReminderDialog({ forms, onChoose, onDisregard }: ReminderDialogProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Dialog
      open
      maxWidth="xs"
      fullWidth
      // Escape disregards; a click beside it (perhaps meant for the page as it came) does nothing.
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') onDisregard();
      }}
      disableRestoreFocus
      aria-labelledby="unresolved-forms-title"
      aria-describedby="unresolved-forms-text"
    >
      <DialogTitle id="unresolved-forms-title">{t('forms.unresolved_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unresolved-forms-text" sx={{ mb: 2 }}>
          {t('forms.unresolved_text')}
        </DialogContentText>
        <Stack spacing={1}>
          {forms.map((form) => (
            <Button
              key={form.id}
              variant="contained"
              component={RouterLink}
              to={to(`/forms/detail/${form.id}`)}
              onClick={onChoose}
            >
              {form.name}
            </Button>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDisregard}>{t('forms.disregard')}</Button>
      </DialogActions>
    </Dialog>
  );
}
