import type { Report } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '@/shared/format/date-time';
import { useLocale, useLocalePath } from '@/shared/locale/locale-context';
import { LinkList } from '@/shared/ui/link-list';
import { useMyReports } from '../api/get-my-reports';

/** The reports the person sent, newest first, each leading to its page. */
export function SentReports() {
  const { t } = useTranslation();
  const { segment } = useLocale();
  const to = useLocalePath();
  const reports = useMyReports();
  return (
    <LinkList
      query={reports}
      emptyKey="reports.none_sent"
      toItem={(report: Report) => ({
        key: report.id,
        to: to(`/report/detail/${report.id}`),
        primary: report.name,
        secondary: t('reports.sent_on', {
          date: formatMoment(new Date(report.created * 1000).toISOString(), segment),
        }),
      })}
    />
  );
}
