import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { unresolvedForms } from '@vitrine/contract/form-availability';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { useLocalePath } from '@/shared/locale/locale-context';
import { useUser } from '@/shared/session/session-store';
import { readText, writeText } from '@/shared/storage/browser-storage';
import { focusPageHeading } from '@/shared/ui/page-heading-focus';
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
        // Its button goes away with it: focus goes on to the page's heading, not to the page.
        focusPageHeading();
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
  // Not modal: a reminder, not a gate. It stands above the page's own content, covering nothing
  // and leaving the focus where it is; Escape inside it disregards.
  return (
    <Paper
      role="dialog"
      aria-labelledby="unresolved-forms-title"
      aria-describedby="unresolved-forms-text"
      variant="outlined"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDisregard();
      }}
      sx={{ mb: 3, p: 2, maxWidth: 560, borderColor: 'warning.main', borderLeftWidth: 4 }}
    >
      <Typography id="unresolved-forms-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('forms.unresolved_title')}
      </Typography>
      <Typography id="unresolved-forms-text" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('forms.unresolved_text')}
      </Typography>
      <Stack spacing={1} direction={{ xs: 'column', sm: 'row' }} useFlexGap sx={{ flexWrap: 'wrap' }}>
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
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button onClick={onDisregard}>{t('forms.disregard')}</Button>
      </Box>
    </Paper>
  );
}
