import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Send from '@mui/icons-material/Send';
import type { Form } from '@vitrine/contract';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useLocalePath } from '@/shared/locale/locale-context';
import { useShowAppWhen } from '@/shared/boot/first-screen';
import { SignInPrompt } from '@/shared/session/sign-in-prompt';
import { useRegistered } from '@/shared/session/use-registered';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { PageHeading } from '@/shared/ui/page-heading';
import { useForms } from '../api/get-forms';
import { FormCategoryNav } from '../components/form-category-nav';
import { FormListSkeleton } from '../components/form-list-skeleton';
import { FormLogDialog } from '../components/form-log-dialog';
import { FormTable } from '../components/form-table';
import { useFormClock } from '../hooks/use-form-clock';
import { formCategories, formRows, parseFormId } from '../lib/form-list';

/**
 * /{locale}/forms and /{locale}/forms/list/{id}: the forms table, of one category or of all. The
 * category entries come from all forms (the same answer the reminder asked for). Forms belong to
 * an account: a guest is offered the sign-in instead. Forms already answered (hidden once done)
 * are found under 'Sent by you', linked under the heading.
 */
export function FormListPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { id } = useParams();
  const category = id === undefined ? null : parseFormId(id);
  const { now, timeZone } = useFormClock();
  const registered = useRegistered();
  const all = useForms(null, registered);
  const forms = useForms(category, registered);
  const [logging, setLogging] = useState<Form | null>(null);
  const rows = useMemo(() => formRows(forms.data ?? [], now, timeZone), [forms.data, now, timeZone]);
  const categories = useMemo(() => formCategories(all.data ?? []), [all.data]);
  const heading = categories.find((c) => c.id === category)?.name ?? t('forms.title');
  // The server draws a guest's page (its screen steps aside for a signed-in person).
  useShowAppWhen(!registered || !forms.isPending);

  let body;
  if (!registered) body = <SignInPrompt text={t('forms.guest_text')} />;
  else if (id !== undefined && category === null) body = <EmptyState textKey="forms.no_active_forms" />;
  else if (forms.isPending) body = <FormListSkeleton />;
  else if (forms.isError)
    body = <ErrorState message={errorMessage(forms.error, '')} onRetry={() => void forms.refetch()} />;
  else if (rows.length === 0) body = <EmptyState textKey="forms.no_active_forms" />;
  else body = <FormTable rows={rows} onLog={setLogging} />;

  return (
    <Box component="section" sx={{ maxWidth: 1100 }}>
      <PageHeading>{heading}</PageHeading>
      {/* Above the table, whose height is only known once it arrives, so the link never moves. */}
      {registered && (
        <Button component={RouterLink} to={to('/account/sent')} startIcon={<Send />} sx={{ mt: -2, mb: 2 }}>
          {t('forms.sent.link')}
        </Button>
      )}
      {categories.length > 0 && <FormCategoryNav categories={categories} current={category} />}
      {body}
      {logging && <FormLogDialog form={logging} onClose={() => setLogging(null)} />}
    </Box>
  );
}
