import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useLocalesQuery } from '@/shared/api/portal-locales';
import { useLocalePath } from '@/shared/locale/locale-context';
import { ErrorState } from '@/shared/ui/error-state';
import { useConsoleForm, useFormCategories } from '../api/forms';
import { FormBuilder } from '../components/form-builder/form-builder';

/**
 * /{locale}/admin/forms/new and /admin/forms/:id: the forms builder, once the form, the portal's
 * languages and the form categories are in.
 */
export function FormBuilderPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const param = useParams().id ?? 'new';
  const id = /^\d{1,9}$/.test(param) ? Number(param) : null;
  const form = useConsoleForm(id);
  const locales = useLocalesQuery();
  const categories = useFormCategories();
  const failed = [form, locales, categories].find((q) => q.isError);
  const ready = locales.data && categories.data && (id === null || form.data);
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={to('/admin/forms')} sx={{ alignSelf: 'flex-start' }}>
        {t('console.forms.back')}
      </Link>
      {failed ? (
        <ErrorState message={errorMessage(failed.error, '')} onRetry={() => void failed.refetch()} />
      ) : !ready ? (
        <Skeleton variant="rounded" height={480} aria-label={t('common.loading')} />
      ) : (
        <FormBuilder
          key={id ?? 'new'}
          stored={id === null ? null : (form.data ?? null)}
          locales={locales.data}
          categories={categories.data}
        />
      )}
    </Stack>
  );
}
