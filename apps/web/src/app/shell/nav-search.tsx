import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
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
  // Typed into the stand-in while the box's chunk arrives, then handed to the box: a quick typist
  // loses no character.
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    iconRef.current?.focus();
  }, [open]);

  if (open)
    return (
      // A plain field holds the box's place, and takes the first keys, while its chunk arrives.
      <Suspense
        fallback={
          <InputBase
            autoFocus
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            inputProps={{ 'aria-label': t('nav.search'), enterKeyHint: 'search' }}
            sx={{ width: { xs: 160, lg: 400 }, height: 40, px: 1.5 }}
          />
        }
      >
        <TopBarSearch
          typedBefore={typed}
          onClose={(returnFocus) => {
            refocus.current = returnFocus;
            setTyped('');
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
