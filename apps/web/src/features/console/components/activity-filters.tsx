import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ACTIVITY_MAX_DAYS, ActivityDay, activityRangeIssue } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/shared/dates/date-input';
import { useConsoleGroups } from '../api/users';

/** A range of days (`YYYY-MM-DD`, empty until the first answer names the default). */
export interface DayRange {
  from: string;
  to: string;
}

interface ActivityFiltersProps {
  /** The range shown now. */
  range: DayRange;
  onRange: (range: DayRange) => void;
  /** A group's id, or '' for every group. */
  group: string;
  onGroup: (group: string) => void;
}

const isDay = (value: string) => ActivityDay.safeParse(value).success;

/**
 * The range of days (two date fields) and the group the figures are of. A range is asked for once
 * both days are real and in order; until then the fields say what is wrong.
 */
export function ActivityFilters({ range, onRange, group, onGroup }: ActivityFiltersProps) {
  const { t } = useTranslation();
  const groups = useConsoleGroups();
  const [draft, setDraft] = useState(range);
  const [shown, setShown] = useState(range);
  const [sent, setSent] = useState<DayRange | null>(null);
  // A range from elsewhere (the first answer's default, the way back) replaces what the fields
  // hold; the one these fields sent arrives while more may have been typed, which stays.
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range);
    if (sent?.from !== range.from || sent.to !== range.to) setDraft(range);
  }
  const change = (field: keyof DayRange) => (value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (isDay(next.from) && isDay(next.to) && !activityRangeIssue(next.from, next.to)) {
      setSent(next);
      onRange(next);
    }
  };
  const issue = isDay(draft.from) && isDay(draft.to) ? activityRangeIssue(draft.from, draft.to) : undefined;
  const problem = (field: keyof DayRange) => {
    // An untouched field is right (the range shown); one being typed in is judged.
    if (draft[field] !== range[field] && !isDay(draft[field])) return t('console.activity.invalid_date');
    if (issue?.field !== field) return undefined;
    return field === 'to'
      ? t('console.activity.to_before_from')
      : t('console.activity.too_long', { max: ACTIVITY_MAX_DAYS });
  };
  const dateField = (field: keyof DayRange) => (
    <Box sx={{ flex: '1 1 170px', maxWidth: { sm: 230 } }}>
      <DateInput
        kind="date"
        name={field}
        label={t(`console.activity.${field}`)}
        value={draft[field]}
        onChange={change(field)}
        error={problem(field) !== undefined}
        helperText={problem(field)}
      />
    </Box>
  );
  return (
    <Stack
      direction="row"
      useFlexGap
      role="group"
      aria-label={t('console.activity.filters')}
      sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      {dateField('from')}
      {dateField('to')}
      <TextField
        select
        label={t('console.activity.group')}
        value={groups.data ? group : ''}
        onChange={(e) => onGroup(e.target.value)}
        sx={{ flex: '1 1 200px', maxWidth: { sm: 300 } }}
        // "All groups" is a choice of its own, shown as one.
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">{t('console.activity.all_groups')}</MenuItem>
        {(groups.data ?? []).map((g) => (
          <MenuItem key={g.id} value={String(g.id)}>
            {g.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
