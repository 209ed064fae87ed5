import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ActivityDay } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { DateInput } from '@/shared/dates/date-input';
import { useDebouncedText } from '@/shared/hooks/use-debounced-text';
import { FilterSelect } from './status-filter';

/** The filters a list of what people sent keeps in the address, so the way back finds them again. */
export type ReceivedFilter = 'form' | 'q' | 'from' | 'to' | 'state';

const isDay = (value: string) => ActivityDay.safeParse(value).success;

/**
 * The section's filters, read from and written to the address (`?form=&q=&from=&to=&state=`): a
 * value is dropped when emptied; any change goes back to the list's first page (`onChange`).
 */
export function useReceivedFilters(onChange: () => void) {
  const [params, setParams] = useSearchParams();
  const value = (name: ReceivedFilter) => params.get(name) ?? '';
  const set = (name: ReceivedFilter, next: string) => {
    setParams(
      (now) => {
        if (next) now.set(name, next);
        else now.delete(name);
        return now;
      },
      { replace: true },
    );
    onChange();
  };
  const from = value('from');
  const to = value('to');
  // Only real days in order reach the server; the fields say what is wrong with the rest.
  const range = {
    ...(isDay(from) ? { from } : {}),
    ...(isDay(to) && (!isDay(from) || from <= to) ? { to } : {}),
  };
  return { value, set, range, q: value('q').trim().slice(0, 200) };
}

/** The person searched for: typed freely, asked for once typing pauses. */
function PersonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useDebouncedText(value, onChange, 300);
  return (
    <TextField
      type="search"
      label={t('console.received.filters.person')}
      helperText={t('console.received.filters.person_hint')}
      value={text}
      onChange={(e) => setText(e.target.value)}
      slotProps={{ htmlInput: { maxLength: 200 } }}
      sx={{ flex: '1 1 220px', maxWidth: { sm: 320 } }}
    />
  );
}

/** A list's own filter: all, or one of its values (a form, a state), as tall as the other fields. */
export function FilterChoice(props: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  allLabel: string;
  onChange: (value: string) => void;
}) {
  return <FilterSelect {...props} size="medium" sx={{ flex: '1 1 220px', maxWidth: { sm: 320 } }} />;
}

/** A day of the range: what was typed, judged; an emptied field drops its end of the range. */
function DayField({
  name,
  value,
  other,
  onChange,
}: {
  name: 'from' | 'to';
  value: string;
  other: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== draft && (isDay(value) || value === '')) setDraft(value);
  }
  const problem =
    draft && !isDay(draft)
      ? t('console.received.filters.invalid_date')
      : name === 'to' && isDay(draft) && isDay(other) && other > draft
        ? t('console.received.filters.to_before_from')
        : undefined;
  return (
    <Box sx={{ flex: '1 1 170px', maxWidth: { sm: 220 } }}>
      <DateInput
        kind="date"
        name={name}
        label={t(`console.received.filters.${name}`)}
        value={draft}
        onChange={(next) => {
          setDraft(next);
          if (next === '' || isDay(next)) onChange(next);
        }}
        error={problem !== undefined}
        helperText={problem}
      />
    </Box>
  );
}

/** The person and the days every list of the section narrows by, after the list's own filters. */
export function ReceivedFilters({
  filters,
  children,
}: {
  filters: ReturnType<typeof useReceivedFilters>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      useFlexGap
      role="group"
      aria-label={t('console.received.filters.label')}
      sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      {children}
      <PersonField value={filters.value('q')} onChange={(q) => filters.set('q', q)} />
      <DayField
        name="from"
        value={filters.value('from')}
        other={filters.value('to')}
        onChange={(day) => filters.set('from', day)}
      />
      <DayField
        name="to"
        value={filters.value('to')}
        other={filters.value('from')}
        onChange={(day) => filters.set('to', day)}
      />
    </Stack>
  );
}

/** Where a detail page's way back leads: the list it was opened from, with its filters, else `fallback`. */
export function useListBack(fallback: string): string {
  const state = useLocation().state as { list?: unknown } | null;
  return typeof state?.list === 'string' && state.list.startsWith('?') ? state.list : fallback;
}
