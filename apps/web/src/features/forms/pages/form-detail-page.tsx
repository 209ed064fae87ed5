import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { isFormAvailable } from '@vitrine/contract/form-availability';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { useShowAppWhen } from '@/shared/boot/first-screen';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { useLocalePath } from '@/shared/locale/locale-context';
import { SignInPrompt } from '@/shared/session/sign-in-prompt';
import { useRegistered } from '@/shared/session/use-registered';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { PageHeading } from '@/shared/ui/page-heading';
import { useFormDetail } from '../api/get-form';
import { DynamicForm } from '../components/dynamic-form';
import { EarlierAnswers } from '../components/earlier-answers';
import { useFormClock } from '../hooks/use-form-clock';
import { parseFormId } from '../lib/form-list';

function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('common.loading')}>
      <Skeleton variant="text" sx={{ fontSize: '2.125rem', width: '50%', mb: 2 }} />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 3 }} />
      ))}
    </Box>
  );
}

/**
 * /{locale}/forms/detail/{id}: the dynamic form, or 'Form not available' (spec 2, 4). A guest, who
 * cannot send forms, is told so up front (for the contact form: that contacting needs an account).
 */
export function FormDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalePath();
  const { setup } = usePortalConfig();
  const registered = useRegistered();
  const { now, timeZone } = useFormClock();
  const id = parseFormId(useParams().id);
  const form = useFormDetail(registered ? id : null);
  const unknown = id === null || (form.error instanceof ApiError && [403, 404].includes(form.error.status));
  // The server draws a guest's page (a signed-in person's steps aside before the first paint).
  useShowAppWhen(!registered || unknown || !form.isPending);

  if (!registered) {
    const contact = id !== null && id === setup.contact_form;
    return (
      <Box component="section" sx={{ maxWidth: 900 }}>
        <PageHeading>{t(contact ? 'nav.contact' : 'forms.detail_title')}</PageHeading>
        <SignInPrompt text={t(contact ? 'forms.guest_contact_text' : 'forms.guest_text')} />
      </Box>
    );
  }

  if (form.isError && !unknown)
    return (
      <>
        <PageHeading>{t('forms.detail_title')}</PageHeading>
        <ErrorState message={errorMessage(form.error, '')} onRetry={() => void form.refetch()} />
      </>
    );
  if (!unknown && form.isPending) return <FormSkeleton />;
  if (unknown || !form.data || !isFormAvailable(form.data, now, timeZone))
    return (
      <>
        <PageHeading>{t('forms.detail_title')}</PageHeading>
        <EmptyState textKey="forms.not_available" />
        <EarlierAnswers formId={id} />
      </>
    );
  return (
    <Box component="section" sx={{ maxWidth: 900 }}>
      <PageHeading>{form.data.name}</PageHeading>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <DynamicForm key={form.data.id} form={form.data} onSent={() => navigate(to('/forms'))} />
      </Paper>
    </Box>
  );
}
