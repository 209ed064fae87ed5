import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/locale/locale-context';
import type { ValueFormat } from '../lib/attribute-values';

/** Number and date formatting of the current locale, with the UI's words for yes and no. */
export function useValueFormat(): ValueFormat {
  const { t } = useTranslation();
  const { segment } = useLocale();
  return useMemo(() => ({ locale: segment, yes: t('products.yes'), no: t('products.no') }), [segment, t]);
}
