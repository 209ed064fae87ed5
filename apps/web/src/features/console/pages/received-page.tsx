import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ReceivedReports } from '../components/received-reports';
import { ReceivedResults } from '../components/received-results';

type View = 'results' | 'reports';

/**
 * /{locale}/admin/received: what people sent — form results (`?view=results`, the default) or
 * reports (`?view=reports`) — each list filtered by the address's own values, so the way back from
 * a result or a report finds the list as it was left.
 */
export function ReceivedPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'reports' ? 'reports' : 'results';
  return (
    <Stack spacing={3}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={view}
        onChange={(_event, next: View | null) => {
          // Each list has its own filters: a form is no report's, a state no result's.
          if (next) setParams(next === 'reports' ? { view: next } : {});
        }}
        aria-label={t('console.received.views.label')}
        sx={{ alignSelf: 'flex-start' }}
      >
        <ToggleButton value="results">{t('console.received.views.results')}</ToggleButton>
        <ToggleButton value="reports">{t('console.received.views.reports')}</ToggleButton>
      </ToggleButtonGroup>
      {view === 'results' ? <ReceivedResults key="results" /> : <ReceivedReports key="reports" />}
    </Stack>
  );
}
