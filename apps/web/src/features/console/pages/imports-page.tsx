import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { ErrorState } from '@/shared/ui/error-state';
import { useImportRun } from '../api/imports';
import { ImportForm, KIND_CHOICES, type ImportKindChoice } from '../components/import-form';
import { ImportHistory } from '../components/import-history';
import { ImportRunView } from '../components/import-run-view';

/** The run just started, followed every second until it ends. */
function StartedRun({ id }: { id: string }) {
  const run = useImportRun(id);
  if (run.isError)
    return <ErrorState message={errorMessage(run.error, '')} onRetry={() => void run.refetch()} />;
  return run.data ? <ImportRunView run={run.data} /> : null;
}

/**
 * /{locale}/admin/imports: a file sent to be imported in the background (its kind chosen, or
 * told from the file, `?kind=` choosing one at first), its progress and report, and the history.
 */
export function ImportsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('kind');
  const initialKind = KIND_CHOICES.find((kind) => kind === asked) ?? ('auto' satisfies ImportKindChoice);
  const [runId, setRunId] = useState<string | null>(null);
  return (
    <Stack spacing={3}>
      <ImportForm key={initialKind} initialKind={initialKind} onStarted={(run) => setRunId(run.id)} />
      {runId && <StartedRun key={runId} id={runId} />}
      <Stack component="section" spacing={1} aria-labelledby="import-history-title">
        <Typography id="import-history-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('console.imports.history.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('console.imports.history.kept')}
        </Typography>
        <ImportHistory />
      </Stack>
    </Stack>
  );
}
