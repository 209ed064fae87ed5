import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ActivityDayCounts } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/shared/ui/section-card';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { useActivityFormat } from './activity-format';

type Series = keyof Omit<ActivityDayCounts, 'day'>;

interface ActivityChartProps {
  /** The heading's id (it names the section, the chart and the table of its figures). */
  id: string;
  title: string;
  days: ActivityDayCounts[];
  /** The series drawn, each with its label's key. */
  series: readonly { key: Series; label: string }[];
}

/**
 * A line per series over the range's days. The drawing is for the eye; its figures are also a
 * table, visually hidden, which a screen reader reads day by day.
 */
export function ActivityChart({ id, title, days, series }: ActivityChartProps) {
  const { t } = useTranslation();
  const format = useActivityFormat();
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');
  const wide = useMediaQuery((theme) => theme.breakpoints.up('sm'));
  const labelled = series.map((s) => ({ ...s, text: t(s.label) }));
  const quiet = days.every((d) => series.every((s) => d[s.key] === 0));
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';
  return (
    <SectionCard id={id} title={title} gap={1}>
      <Box aria-hidden="true">
        <LineChart
          height={280}
          skipAnimation={still}
          // A picture for the eye: the table below is what a keyboard or a screen reader reads
          // (the chart's own announcements speak few of the portal's languages).
          disableKeyboardNavigation
          title={title}
          xAxis={[
            {
              scaleType: 'point',
              data: days.map((d) => d.day),
              valueFormatter: (day: string) => format.shortDay(day),
            },
          ]}
          yAxis={[
            {
              min: 0,
              // Days without any: the zero line at the foot of the chart, not in its middle.
              max: quiet ? 1 : undefined,
              tickMinStep: 1,
              valueFormatter: (value: number) => format.number(value),
            },
          ]}
          series={labelled.map((s) => ({
            id: s.key,
            label: s.text,
            data: days.map((d) => d[s.key]),
            // Straight from day to day: a smoothed line would show values no day had.
            curve: 'linear',
            // Marks on every day only while they can be told apart.
            showMark: days.length <= (wide ? 31 : 14),
            valueFormatter: (value: number | null) => (value === null ? '' : format.number(value)),
          }))}
        />
      </Box>
      {/* A table takes the width of its cells whatever its own: the box around it is hidden. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>
            {t('console.activity.table_caption', {
              title,
              from: first && format.day(first),
              to: last && format.day(last),
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('console.activity.day')}</th>
              {labelled.map((s) => (
                <th key={s.key} scope="col">
                  {s.text}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{format.day(d.day)}</th>
                {labelled.map((s) => (
                  <td key={s.key}>{format.number(d[s.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </SectionCard>
  );
}
