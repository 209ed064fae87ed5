import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';

const loadSearchBox = () => import('./top-bar-search');
// The search box (and MUI's Autocomplete under it) is its own chunk, asked for when the icon is
// approached, so the first visit's script does not carry it.
const TopBarSearch = lazy(() => loadSearchBox().then((m) => ({ default: m.TopBarSearch })));
const preload = () => void loadSearchBox();

/**
 * The spec's search icon in the bar; pressed, it opens the search box with suggestions in its place
 * (over the whole bar on phones). Closed with Escape or its close button, it gives focus back.
 */
export function NavSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const iconRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    iconRef.current?.focus();
  }, [open]);

  if (open)
    return (
      // Holds the box's place while its chunk arrives.
      <Suspense fallback={<Box sx={{ width: { lg: 400 }, height: 40 }} />}>
        <TopBarSearch
          onClose={(returnFocus) => {
            refocus.current = returnFocus;
            setOpen(false);
          }}
        />
      </Suspense>
    );
  return (
    <IconButton
      ref={iconRef}
      aria-label={t('nav.search')}
      onClick={() => setOpen(true)}
      onPointerEnter={preload}
      onTouchStart={preload}
      onFocus={preload}
      sx={{ color: 'regularIcons' }}
    >
      <SearchIcon />
    </IconButton>
  );
}
