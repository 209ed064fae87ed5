import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The spec's empty text ('No results' unless another key is given). */
export function EmptyState({ textKey = 'common.no_results' }: { textKey?: string }) {
  const { t } = useTranslation();
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {t(textKey)}
    </Typography>
  );
}
