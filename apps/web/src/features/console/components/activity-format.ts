import { useMemo } from 'react';
import { useLocale } from '@/shared/locale/locale-context';

/** A plain `YYYY-MM-DD` day as a moment to format: its own day in UTC, whatever the reader's zone. */
const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Figures and days as the page's language writes them: 12,345 / 12.345; a chart's "3 Mar" /
 * "3. März" and a table's "3 Mar 2026" / "03.03.2026".
 */
export function useActivityFormat() {
  const { segment } = useLocale();
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(segment);
    const short = new Intl.DateTimeFormat(segment, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(segment, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      number: (value: number) => numbers.format(value),
      shortDay: (day: string) => short.format(dayOf(day)),
      day: (day: string) => long.format(dayOf(day)),
    };
  }, [segment]);
}
