import { useMemo, useState } from 'react';
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
import { useUser } from '@/shared/session/session-store';
import { readText, writeText } from '@/shared/storage/browser-storage';
import { formsQueryOptions } from '../api/get-forms';
import { useOtherDialogOpen } from '../hooks/use-other-dialog-open';

/** Session storage: the user (id, or 'guest') who disregarded the reminder in this tab. */
const DISREGARDED_KEY = 'forms-reminder-disregarded';

/**
 * The 'Unresolved forms' reminder (spec 2): once per page load, the forms that must be answered
 * before continuing, one button each, and 'Disregard', which keeps it closed for the session. A
 * refused call (a guest, where the server gives no forms) shows nothing; the terms of use come first.
 */
export function UnresolvedFormsReminder() {
  const user = useUser();
  const owner = user ? String(user.id ?? 'guest') : null;
  const [closed, setClosed] = useState(
    () => owner !== null && readText(DISREGARDED_KEY, 'session') === owner,
  );
  const forms = useQuery({ ...formsQueryOptions(null), enabled: owner !== null && !closed });
  const timeZone = usePortalConfig().setup.time_zone ?? 'UTC';
  // Judged at the time of the answer: a refetch after a sent result judges anew.
  const pending = useMemo(
    () => (forms.data ? unresolvedForms(forms.data, forms.dataUpdatedAt, timeZone) : []),
    [forms.data, forms.dataUpdatedAt, timeZone],
  );
  const waiting = useOtherDialogOpen();
  if (closed || owner === null || pending.length === 0 || waiting) return null;
  return (
    <ReminderDialog
      forms={pending}
      onChoose={() => setClosed(true)}
      onDisregard={() => {
        writeText(DISREGARDED_KEY, owner, 'session');
        setClosed(true);
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
    <Dialog open onClose={onDisregard} fullWidth maxWidth="xs" aria-labelledby="unresolved-forms-title">
      <DialogTitle id="unresolved-forms-title">{t('forms.unresolved_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('forms.unresolved_text')}</DialogContentText>
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
