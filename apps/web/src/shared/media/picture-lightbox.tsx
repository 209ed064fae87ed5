import { useEffect, useId, type KeyboardEvent, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { NextIcon, PreviousIcon } from './picture-icons';
import { useSwipe } from './use-swipe';

export interface LightboxPicture {
  /** The large rendition's address. */
  src: string;
  alt: string;
}

interface PictureLightboxProps {
  /** What the pictures show (a product's name): the dialog's name. */
  title: string;
  pictures: readonly LightboxPicture[];
  /** The picture shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /**
   * What takes focus once it is closed: the control that opened it, also when the page's first
   * screen, where it was pressed, has been replaced by the app meanwhile.
   */
  returnFocus: RefObject<HTMLElement | null>;
}

const navSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  color: 'common.white',
  bgcolor: 'rgba(0, 0, 0, 0.45)',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.65)' },
} as const;

/**
 * Pictures shown large over a dark page: a modal dialog named by `title`, the arrow keys (Home,
 * End) and a swipe go from one to the next (round), Escape or the close button leave it, and focus
 * returns to what opened it. "Picture 2 of 5" is read out as it changes; the neighbours are fetched
 * ahead so the next one is there at once.
 */
export function PictureLightbox({
  title,
  pictures,
  index,
  onIndexChange,
  onClose,
  returnFocus,
}: PictureLightboxProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const count = pictures.length;
  const open = index !== null && count > 0;
  const current = open ? Math.min(index, count - 1) : 0;
  const go = (step: number) => {
    if (count > 1) onIndexChange((current + step + count) % count);
  };
  const swipe = useSwipe(go);

  useEffect(() => {
    if (!open || count < 2) return;
    for (const step of [1, -1]) new Image().src = pictures[(current + step + count) % count].src;
  }, [open, current, count, pictures]);

  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => go(1),
      ArrowLeft: () => go(-1),
      Home: () => onIndexChange(0),
      End: () => onIndexChange(count - 1),
    };
    const action = keys[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    action();
  };

  const picture = open ? pictures[current] : null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      disableRestoreFocus
      slotProps={{
        paper: { sx: { bgcolor: 'grey.900', color: 'common.white' } },
        transition: { onExited: () => returnFocus.current?.focus() },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1, sm: 2 }, py: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {count > 1 && (
          <Typography variant="body2" role="status" aria-atomic sx={{ whiteSpace: 'nowrap' }}>
            {t('common.pictures.position', { index: current + 1, count })}
          </Typography>
        )}
        <IconButton onClick={onClose} aria-label={t('common.close')} sx={{ color: 'inherit' }}>
          <Close />
        </IconButton>
      </Box>
      <Box
        {...swipe}
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          // Sideways moves are the swipe's; up and down still scroll.
          touchAction: 'pan-y pinch-zoom',
          userSelect: 'none',
        }}
      >
        {picture && (
          <Box
            component="img"
            key={picture.src}
            src={picture.src}
            alt={picture.alt}
            draggable={false}
            // The whole picture in the space below the bar, never cut.
            sx={{
              position: 'absolute',
              inset: { xs: 0, sm: 16 },
              width: { xs: '100%', sm: 'calc(100% - 32px)' },
              height: { xs: '100%', sm: 'calc(100% - 32px)' },
              objectFit: 'contain',
              display: 'block',
            }}
          />
        )}
        {count > 1 && (
          <>
            <IconButton
              onClick={() => go(-1)}
              aria-label={t('common.pictures.previous')}
              size="large"
              sx={{ ...navSx, left: { xs: 4, sm: 16 } }}
            >
              <PreviousIcon fontSize="large" />
            </IconButton>
            <IconButton
              onClick={() => go(1)}
              aria-label={t('common.pictures.next')}
              size="large"
              sx={{ ...navSx, right: { xs: 4, sm: 16 } }}
            >
              <NextIcon fontSize="large" />
            </IconButton>
          </>
        )}
      </Box>
    </Dialog>
  );
}
