import { lazy, Suspense, useEffect, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import LanguageIcon from '@mui/icons-material/Language';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/locale/locale-context';
import { whenIdle } from './when-idle';
import { useSwitchLocale } from './use-switch-locale';

// The dialog is its own chunk, kept out of the first page's scripts; it is fetched when the
// browser is next idle after the shell is up, so a click opens it at once.
const LanguageDialog = lazy(() =>
  import('@/features/locales/components/language-dialog').then((m) => ({ default: m.LanguageDialog })),
);

/** Opens 'Region and language select'. */
export function LanguageButton() {
  const { t } = useTranslation();
  const { code, locales } = useLocale();
  const switchLocale = useSwitchLocale();
  const [open, setOpen] = useState(false);
  // Drawing the closed dialog loads its chunk; a closed dialog draws nothing.
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => setMounted(true)), []);
  return (
    <>
      <IconButton
        aria-label={t('nav.language')}
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        sx={{ color: 'regularIcons' }}
      >
        <LanguageIcon />
      </IconButton>
      {mounted && (
        <Suspense fallback={null}>
          <LanguageDialog
            open={open}
            locales={locales}
            current={code}
            onClose={() => setOpen(false)}
            onSelect={(next) => {
              setOpen(false);
              switchLocale(next);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
