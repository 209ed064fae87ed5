import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Locale } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { flagOf } from '@/shared/locale/locale-codes';

interface LocaleSelectProps {
  locales: Locale[];
  current: string;
  onSelect: (code: string) => void;
}

/** Compact language picker for the auth screens. */
export function LocaleSelect({ locales, current, onSelect }: LocaleSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('locale.select_label')}
      value={locales.some((l) => l.code === current) ? current : ''}
      onChange={(event) => onSelect(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      {locales.map((locale) => (
        <MenuItem key={locale.code} value={locale.code}>
          <span aria-hidden>{flagOf(locale.code)}</span>&nbsp;&nbsp;{locale.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
