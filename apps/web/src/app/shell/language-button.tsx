import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import LanguageIcon from '@mui/icons-material/Language';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/locale/locale-context';
import { useSwitchLocale } from './use-switch-locale';

// The dialog is its own chunk: most visits never open it.
const LanguageDialog = lazy(() =>
  import('@/features/locales/components/language-dialog').then((m) => ({ default: m.LanguageDialog })),
);

/** Opens 'Region and language select'. */
export function LanguageButton() {
  const { t } = useTranslation();
  const { code, locales } = useLocale();
  const switchLocale = useSwitchLocale();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <IconButton
        aria-label={t('nav.language')}
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        sx={{ color: 'regularIcons' }}
      >
        <LanguageIcon />
      </IconButton>
      {used && (
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
