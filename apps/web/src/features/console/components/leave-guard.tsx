import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConsoleDialog } from './console-dialog';
import { useAskBeforeClosing } from './use-ask-before-closing';

/**
 * Keeps unsaved changes from being lost without a word: leaving for another page asks first, and
 * closing or reloading the tab gets the browser's own question.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
  );
  useAskBeforeClosing(when);
  if (blocker.state !== 'blocked') return null;
  return (
    <ConsoleDialog
      titleId="leave-settings-title"
      title={t('console.settings.leave_title')}
      onClose={() => blocker.reset()}
      actions={
        <>
          <Button onClick={() => blocker.proceed()}>{t('console.settings.leave')}</Button>
          <Button variant="contained" onClick={() => blocker.reset()} autoFocus>
            {t('console.settings.stay')}
          </Button>
        </>
      }
    >
      <Typography>{t('console.settings.leave_text')}</Typography>
    </ConsoleDialog>
  );
}
