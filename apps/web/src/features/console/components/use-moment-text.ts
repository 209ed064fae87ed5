import { useTranslation } from 'react-i18next';
import { formatMoment } from '@/shared/format/date-time';
import { useLocale } from '@/shared/locale/locale-context';

/** Writes a moment in the reader's language, or "never" for none. */
export function useMomentText() {
  const { t } = useTranslation();
  const { segment } = useLocale();
  return (value: string | null) => (value ? formatMoment(value, segment) : t('console.users.never'));
}
