import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ActivityDay, type ActivityCounts, type ConsoleActivity } from '@vitrine/contract';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { FullPageLoader } from '@/shared/ui/full-page-loader';
import { useActivity } from '../api/activity';
import { ActivityChart } from '../components/activity-chart';
import { ActivityFigures } from '../components/activity-figures';
import { ActivityFilters, type DayRange } from '../components/activity-filters';
import { ActivityTopList } from '../components/activity-top-list';

const VISITS = [
  { key: 'page_views', label: 'console.activity.page_views' },
  { key: 'searches', label: 'console.activity.searches' },
] as const;
const CART = [
  { key: 'downloads', label: 'console.activity.downloads' },
  { key: 'shares', label: 'console.activity.shares' },
] as const;

/** A day of the address, when it is one (a hand-edited address falls back to the default range). */
const dayParam = (value: string | null) =>
  value && ActivityDay.safeParse(value).success ? value : undefined;

const quiet = (totals: ActivityCounts) => Object.values(totals).every((n) => n === 0);

/** The figures of an answer: totals, the two charts by day, and the rankings. */
function ActivityReport({ activity }: { activity: ConsoleActivity }) {
  const { t } = useTranslation();
  if (quiet(activity.totals)) return <EmptyState textKey="console.activity.empty" />;
  const asRows = <T,>(rows: T[], text: (row: T) => string, count: (row: T) => number) =>
    rows.map((row) => ({ text: text(row), count: count(row) }));
  return (
    <Stack spacing={3}>
      <ActivityFigures totals={activity.totals} />
      <ActivityChart
        id="activity-visits"
        title={t('console.activity.visits_chart')}
        days={activity.days}
        series={VISITS}
      />
      <ActivityChart
        id="activity-cart"
        title={t('console.activity.cart_chart')}
        days={activity.days}
        series={CART}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <ActivityTopList
          id="activity-top-queries"
          title={t('console.activity.top_queries')}
          itemLabel={t('console.activity.query')}
          rows={asRows(
            activity.top_queries,
            (q) => q.query,
            (q) => q.count,
          )}
        />
        <ActivityTopList
          id="activity-no-result-queries"
          title={t('console.activity.no_result_queries')}
          itemLabel={t('console.activity.query')}
          rows={asRows(
            activity.no_result_queries,
            (q) => q.query,
            (q) => q.count,
          )}
        />
      </Box>
      <ActivityTopList
        id="activity-top-pages"
        title={t('console.activity.top_pages')}
        itemLabel={t('console.activity.page')}
        rows={asRows(
          activity.top_pages,
          (p) => p.path,
          (p) => p.count,
        )}
      />
    </Stack>
  );
}

/**
 * /{locale}/admin/activity: what the portal recorded over a range of days (the last 30 by default),
 * everyone's or one group's. The range and group live in the address, so a link shows the same.
 */
export function ActivityPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const from = dayParam(params.get('from'));
  const to = dayParam(params.get('to'));
  const group = /^[1-9]\d{0,9}$/.test(params.get('group') ?? '') ? params.get('group')! : '';
  const activity = useActivity({ from, to, group: group ? Number(group) : undefined });
  const range: DayRange = { from: from ?? activity.data?.from ?? '', to: to ?? activity.data?.to ?? '' };
  const update = (patch: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(patch)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  return (
    <Stack spacing={3} aria-busy={activity.isFetching}>
      <ActivityFilters
        range={range}
        onRange={(next) => update({ from: next.from, to: next.to })}
        group={group}
        onGroup={(next) => update({ group: next })}
      />
      {activity.data && !activity.data.recording && (
        <Alert severity="info">{t('console.activity.not_recording')}</Alert>
      )}
      {activity.isPending ? (
        <FullPageLoader minHeight={320} />
      ) : activity.isError ? (
        <ErrorState message={errorMessage(activity.error, '')} onRetry={() => void activity.refetch()} />
      ) : (
        <ActivityReport activity={activity.data} />
      )}
    </Stack>
  );
}
