import { useCallback, useEffect, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import LanguageIcon from '@mui/icons-material/Language';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/locale/locale-context';
import { useSwitchLocale } from './use-switch-locale';

type DialogModule = typeof import('@/features/locales/components/language-dialog');
type Dialog = DialogModule['LanguageDialog'];

let dialogModule: Promise<DialogModule> | undefined;
/** The dialog's chunk, asked for once (again after a failure). */
function loadDialog(): Promise<DialogModule> {
  dialogModule ??= import('@/features/locales/components/language-dialog').catch((error: unknown) => {
    dialogModule = undefined;
    throw error;
  });
  return dialogModule;
}

/**
 * The dialog is a chunk of its own (a small one: its Material parts are those the pages load). It is
 * fetched as soon as the shell is up, not on the first click, and held here rather than through
 * React.lazy, whose first reveal after suspending waits up to 300 ms: the click opens it at once,
 * also a click made on the server's first screen and repeated when the app takes over.
 */
function useLanguageDialog(): [Dialog | null, () => void] {
  const [dialog, setDialog] = useState<{ component: Dialog } | null>(null);
  const load = useCallback(() => {
    loadDialog().then(
      (m) => setDialog({ component: m.LanguageDialog }),
      () => undefined, // offline: the next click asks again
    );
  }, []);
  useEffect(load, [load]);
  return [dialog?.component ?? null, load];
}

/** Opens 'Region and language select'. */
export function LanguageButton() {
  const { t } = useTranslation();
  const { code, locales } = useLocale();
  const switchLocale = useSwitchLocale();
  const [open, setOpen] = useState(false);
  const [LanguageDialog, load] = useLanguageDialog();
  return (
    <>
      <IconButton
        aria-label={t('nav.language')}
        aria-haspopup="dialog"
        onClick={() => {
          if (!LanguageDialog) load();
          setOpen(true);
        }}
        sx={{ color: 'regularIcons' }}
      >
        <LanguageIcon />
      </IconButton>
      {LanguageDialog && (
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
      )}
    </>
  );
}
