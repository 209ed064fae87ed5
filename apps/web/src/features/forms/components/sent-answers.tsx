import type { SentResult } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '@/shared/format/date-time';
import { useLocale, useLocalePath } from '@/shared/locale/locale-context';
import { LinkList } from '@/shared/ui/link-list';
import { useSentResults } from '../api/get-sent-results';

/** The forms the person answered, newest first, each leading to the answers as sent. */
export function SentAnswers() {
  const { t } = useTranslation();
  const { segment } = useLocale();
  const to = useLocalePath();
  const results = useSentResults();
  return (
    <LinkList
      query={results}
      emptyKey="forms.sent.none"
      toItem={(result: SentResult) => ({
        key: result.id,
        to: to(`/forms/sent/${result.id}`),
        primary: result.form.name,
        secondary: t('forms.sent.sent_on', { date: formatMoment(result.created_at, segment) }),
      })}
    />
  );
}
