import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { STORAGE_KEYS } from '@vitrine/contract/constants';
import { trackEvent } from '@/features/analytics/api/post-event';
import { toSegment } from '@/shared/locale/locale-codes';
import { useLocale } from '@/shared/locale/locale-context';
import { splitPath } from '@/shared/locale/resolve-locale';
import { writeText } from '@/shared/storage/browser-storage';

/**
 * Switches to another locale: the same page under the new prefix, the choice stored, and a
 * Locale/change event logged (failures ignored). The locale gate does the rest.
 */
export function useSwitchLocale(): (code: string) => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const { code: current } = useLocale();
  return useCallback(
    (code: string) => {
      if (code === current) return;
      const [, rest] = splitPath(pathname);
      writeText(STORAGE_KEYS.locale, code);
      void navigate(`/${toSegment(code)}${rest}${search}${hash}`, { replace: true });
      trackEvent({ type: 'event', category: 'Locale', action: 'change', label: code });
    },
    [current, hash, navigate, pathname, search],
  );
}
