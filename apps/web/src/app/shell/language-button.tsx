import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import LanguageIcon from '@mui/icons-material/Language';
import { useTranslation } from 'react-i18next';
import { LanguageDialog } from '@/features/locales/components/language-dialog';
import { useLocale } from '@/shared/locale/locale-context';
import { useSwitchLocale } from './use-switch-locale';

/** Opens 'Region and language select'. */
export function LanguageButton() {
  const { t } = useTranslation();
  const { code, locales } = useLocale();
  const switchLocale = useSwitchLocale();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        aria-label={t('nav.language')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        sx={{ color: 'regularIcons' }}
      >
        <LanguageIcon />
      </IconButton>
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
    </>
  );
}
