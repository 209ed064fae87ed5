import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Locale } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';

interface BuilderHeadingProps {
  title: string;
  /** The language being edited (its code), and every language of the portal. */
  locale: string;
  locales: readonly Locale[];
  onLocale: (code: string) => void;
}

/** The builder's title, and the language whose texts are edited and previewed. */
export function BuilderHeading({ title, locale, locales, onLocale }: BuilderHeadingProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Typography variant="h2" sx={{ fontSize: '1.5rem', flex: '1 1 240px', overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <TextField
        select
        size="small"
        id="builder-language"
        label={t('console.forms.editing_language')}
        value={locale}
        onChange={(e) => onLocale(e.target.value)}
        sx={{ minWidth: 200 }}
      >
        {locales.map((l) => (
          <MenuItem key={l.code} value={l.code}>
            {l.title}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
