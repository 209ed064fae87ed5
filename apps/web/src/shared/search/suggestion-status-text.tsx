import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { SuggestionStatus } from './suggestion-options';

/** The popup's line while there are no rows: 'Searching…' with a small progress, or 'No suggestions'. */
export function SuggestionStatusText({ status }: { status: SuggestionStatus }) {
  const { t } = useTranslation();
  if (status === 'empty') return t('search.suggest.none');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {/* The words say it; the spinner is only seen. */}
      <CircularProgress size={16} aria-hidden />
      <span>{t('search.suggest.loading')}</span>
    </Stack>
  );
}
