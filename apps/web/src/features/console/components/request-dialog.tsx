import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConsoleAccountRequest, ConsoleRole } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useNotify } from '@/shared/notifications/notifications-context';
import { formatMoment } from '@/shared/format/date-time';
import { useLocale } from '@/shared/locale/locale-context';
import { useDecideRequest } from '../api/account-requests';
import { GroupField, RoleFields } from './role-fields';
import { ConsoleDialog } from './console-dialog';
import { growingRows } from '@/shared/forms/growing-rows';

/** The request's fields in the order the form asks them (what the applicant left empty is left out). */
const DETAIL_ORDER = [
  'company',
  'vat_number',
  'job_title',
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'mobile_number',
  'street',
  'street_number',
  'zip_code',
  'city',
  'country',
  'organisation',
  'function',
];

/**
 * One account request: everything the applicant typed and, while it is open, the decision:
 * approve into a group with roles (the applicant is mailed a link to set a password), or refuse
 * with an optional message.
 */
export function RequestDialog({ request, onClose }: { request: ConsoleAccountRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const { segment } = useLocale();
  const notify = useNotify();
  const decide = useDecideRequest();
  const [groupId, setGroupId] = useState<number | null>(null);
  const [roles, setRoles] = useState<ConsoleRole[]>([]);
  const [refusing, setRefusing] = useState(false);
  const [message, setMessage] = useState('');
  const [groupError, setGroupError] = useState<string>();
  const open = request.status === 'open';

  const done = (text: string) => {
    notify(text, 'success');
    onClose();
  };
  const failed = (error: unknown) => notify(errorMessage(error, t('common.something_went_wrong')), 'error');
  const approve = () => {
    if (groupId === null) {
      setGroupError(t('validation.required'));
      return;
    }
    decide.mutate(
      { id: request.id, approve: { group_id: groupId, roles } },
      {
        onSuccess: () => done(t('console.requests.approved_done', { email: request.email })),
        onError: failed,
      },
    );
  };
  const refuse = () =>
    decide.mutate(
      { id: request.id, refuse: message.trim() ? { message: message.trim() } : {} },
      {
        onSuccess: () => done(t('console.requests.refused_done', { email: request.email })),
        onError: failed,
      },
    );

  const details = DETAIL_ORDER.filter((key) => request.details[key]);
  return (
    <ConsoleDialog
      titleId="request-title"
      title={t('console.requests.dialog_title', {
        name: `${request.first_name} ${request.last_name}`.trim(),
      })}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{open ? t('common.cancel') : t('common.close')}</Button>
          {open && !refusing && (
            <>
              <Button color="error" onClick={() => setRefusing(true)} disabled={decide.isPending}>
                {t('console.requests.refuse')}
              </Button>
              <Button variant="contained" onClick={approve} loading={decide.isPending}>
                {t('console.requests.approve')}
              </Button>
            </>
          )}
          {open && refusing && (
            <Button variant="contained" color="error" onClick={refuse} loading={decide.isPending}>
              {t('console.requests.refuse_send')}
            </Button>
          )}
        </>
      }
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('console.requests.received', { date: formatMoment(request.created_at, segment) })}
          {request.decided_at &&
            ` · ${t(`console.status.${request.status}`)} ${formatMoment(request.decided_at, segment)}${
              request.decided_by?.name ? ` (${request.decided_by.name})` : ''
            }`}
        </Typography>
        <Stack
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', gap: 0.5 }}
        >
          {details.map((key) => (
            <Stack key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t(`console.requests.fields.${key}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {request.details[key]}
              </Typography>
            </Stack>
          ))}
        </Stack>
        {request.decision_message && (
          <TextField
            label={t('console.requests.message')}
            value={request.decision_message}
            multiline
            slotProps={{ input: { readOnly: true } }}
          />
        )}
        {open && !refusing && (
          <>
            <GroupField
              label={t('console.requests.group')}
              value={groupId}
              onChange={(id) => {
                setGroupId(id);
                setGroupError(undefined);
              }}
              error={groupError}
            />
            <RoleFields value={roles} onChange={setRoles} />
          </>
        )}
        {open && refusing && (
          <TextField
            label={t('console.requests.message')}
            helperText={t('console.requests.message_hint')}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            {...growingRows(3, { htmlInput: { maxLength: 2000 } })}
            autoFocus
          />
        )}
      </Stack>
    </ConsoleDialog>
  );
}
