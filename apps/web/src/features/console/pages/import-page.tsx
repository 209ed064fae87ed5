import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useLocalePath } from '@/shared/locale/locale-context';
import { ErrorState } from '@/shared/ui/error-state';
import { useImportRun } from '../api/imports';
import { ImportRunView } from '../components/import-run-view';

/** /{locale}/admin/imports/:id: one run, followed while it runs, then its report. */
export function ImportPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const id = useParams().id ?? '';
  const run = useImportRun(id);
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={to('/admin/imports')}>
        {t('console.imports.run.back')}
      </Link>
      {run.isPending ? (
        <Skeleton variant="rounded" height={320} aria-label={t('common.loading')} />
      ) : run.isError ? (
        <ErrorState message={errorMessage(run.error, '')} onRetry={() => void run.refetch()} />
      ) : (
        <ImportRunView run={run.data} />
      )}
    </Stack>
  );
}
