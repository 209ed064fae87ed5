import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useLocalesQuery } from '@/shared/api/portal-locales';

/** The language a person's mails are written in: one of the portal's locales, or its default. */
export function LanguageField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (code: string | null) => void;
}) {
  const { t } = useTranslation();
  const locales = useLocalesQuery();
  return (
    <TextField
      select
      fullWidth
      label={t('console.users.language')}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || null)}
      disabled={locales.isPending}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{t('console.users.default_language')}</MenuItem>
      {(locales.data ?? []).map((locale) => (
        <MenuItem key={locale.code} value={locale.code}>
          {locale.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
