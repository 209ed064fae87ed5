import { useCallback, useEffect, useRef, type FocusEvent } from 'react';
import type { CartItem } from '@vitrine/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import Archive from '@mui/icons-material/Archive';
import Download from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { useCountedText } from '@/shared/boot/stored-state';
import { downloadLink } from '../../api/prepare-download';
import type { DownloadView } from './download-state';
import { CartPanel } from './cart-panel';

interface DownloadPanelProps {
  items: CartItem[];
  view: DownloadView;
  enabled: boolean;
  onPrepare: () => void;
  /** The link was used: back to idle. */
  onUsed: () => void;
}

/** Spec 4 "Cart": idle → preparing (with progress) → ready with a link to the zip; or the server's message. */
export function DownloadPanel({ items, view, enabled, onPrepare, onUsed }: DownloadPanelProps) {
  const { t } = useTranslation();
  const focus = useActionFocus(view.status);
  const counted = useCountedText();
  return (
    <CartPanel id="cart-download-title" title={t('assets.cart.download_title')}>
      <Typography variant="body2" color="text.secondary">
        {counted('assets.cart.download_hint', items.length, 'cart-count')}
      </Typography>
      {/* The link takes the button's place once the zip is ready, so nothing below moves. */}
      {view.status === 'ready' ? (
        <Button
          component="a"
          href={downloadLink(view.url)}
          download
          variant="contained"
          color="success"
          fullWidth
          startIcon={<Download />}
          {...focus}
          // After the browser has followed the link: a link removed while its click is handled is not followed.
          onClick={() => window.setTimeout(onUsed, 0)}
        >
          {t('assets.cart.download_zip')}
        </Button>
      ) : (
        <Button
          variant="contained"
          fullWidth
          startIcon={<Archive />}
          {...focus}
          onClick={onPrepare}
          disabled={!enabled}
          loading={view.status === 'preparing'}
          loadingPosition="start"
        >
          {t('assets.cart.prepare')}
        </Button>
      )}
      <Box role="status" aria-live="polite" sx={{ '&:empty': { display: 'none' } }}>
        {view.status === 'preparing' && (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('assets.cart.preparing')}
            </Typography>
            <LinearProgress aria-label={t('assets.cart.preparing')} />
          </>
        )}
        {view.status === 'ready' && <Typography variant="body2">{t('assets.cart.ready')}</Typography>}
      </Box>
      {view.status === 'failed' && (
        <Alert severity="error">{view.message || t('common.something_went_wrong')}</Alert>
      )}
    </CartPanel>
  );
}

/**
 * The prepare button and the zip link take each other's place (and the button is disabled while
 * preparing): keyboard focus that was on one of them goes on to the other instead of to the page.
 */
function useActionFocus(status: DownloadView['status']) {
  const action = useRef<HTMLElement | null>(null);
  const held = useRef(false);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (held.current && lost) action.current?.focus();
  }, [status]);
  const ref = useCallback((node: HTMLElement | null) => {
    action.current = node;
  }, []);
  return {
    ref,
    onFocus: () => {
      held.current = true;
    },
    // Focus taken elsewhere lets go; focus lost with the element (no new target) does not.
    onBlur: (event: FocusEvent) => {
      if (event.relatedTarget) held.current = false;
    },
  };
}
