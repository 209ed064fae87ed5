import TextField from '@mui/material/TextField';
import type { Locale } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import type { Texts } from './builder-values';
import { growingRows } from '@/shared/forms/growing-rows';

interface LangTextProps {
  /** What the text is, e.g. "Label". */
  label: string;
  /** The language being edited, and every language of the portal. */
  locale: Locale;
  locales: readonly Locale[];
  value: Texts;
  onChange: (value: Texts) => void;
  onBlur?: () => void;
  error?: string;
  multiline?: boolean;
  required?: boolean;
  maxLength?: number;
  id: string;
}

/**
 * One text in the language being edited, with the default language's text as its hint, and
 * "missing in …" naming the languages still without one (a visitor there reads another language).
 */
export function LangText({
  label,
  locale,
  locales,
  value,
  onChange,
  onBlur,
  error,
  multiline = false,
  required = false,
  maxLength = 300,
  id,
}: LangTextProps) {
  const { t } = useTranslation();
  const filled = locales.filter((l) => value[l.code]?.trim());
  const missing = locales.filter((l) => !value[l.code]?.trim());
  const fallback = locales.find((l) => l.default && l.code !== locale.code && value[l.code]?.trim());
  const note =
    filled.length > 0 && missing.length > 0
      ? t('console.forms.missing_in', {
          languages:
            missing.length > 4
              ? t('console.forms.languages_count', { count: missing.length })
              : missing.map((l) => l.title).join(', '),
        })
      : undefined;
  return (
    <TextField
      id={id}
      label={`${label} (${locale.title})`}
      size="small"
      fullWidth
      required={required}
      value={value[locale.code] ?? ''}
      placeholder={fallback ? value[fallback.code] : undefined}
      onChange={(e) => onChange({ ...value, [locale.code]: e.target.value })}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? note}
      {...(multiline
        ? growingRows(2, { htmlInput: { maxLength, lang: locale.code.replace('_', '-') } })
        : { slotProps: { htmlInput: { maxLength, lang: locale.code.replace('_', '-') } } })}
    />
  );
}
