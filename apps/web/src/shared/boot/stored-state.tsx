import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/shared/format/number';
import { useDrawnByServer } from './drawn-by-server';

// What a page shows from this browser's storage (who is signed in, the cart) the server does not
// know. Its screen is drawn for every state at once; the state check that opens the screen
// (SCREEN_STATE_SCRIPT in the contract) marks the screen with the stored state before the first
// paint, and these styles follow the marks. In the app they are inert: no element carries them.

type Styles = Record<string, unknown>;

/** Styles for the server's screen when this browser's cart is empty or holds files. */
export const whenStoredCart = (state: 'empty' | 'full', styles: Styles) => ({
  [`[data-cart="${state}"] &`]: styles,
});

/** Styles for the server's screen when the stored user is a guest or an account. */
export const whenStoredAccount = (state: 'guest' | 'user', styles: Styles) => ({
  [`[data-account="${state}"] &`]: styles,
});

/** A count the browser holds: the files in the cart, or the pictures among them. */
export type StoredCountOf = 'cart-count' | 'cart-images';

/** The count, on the server's screen, as the state check wrote it into its CSS variable. */
export function StoredCount({ of }: { of: StoredCountOf }) {
  return <Box component="span" sx={{ '&::before': { content: `var(--${of}, "0")` } }} />;
}

/**
 * Stands for the count in a text the server draws, where the stored count then goes. Under a
 * thousand, so it is written without `Intl` (see formatCount).
 */
const MARK = 987;

/**
 * A translated text with a count in it (`{{count, number}}`): in the app the count itself; on the
 * server's screen the stored count, put where the text has its number.
 */
export function useCountedText(): (key: string, count: number, stored: StoredCountOf) => ReactNode {
  const { t, i18n } = useTranslation();
  const drawn = useDrawnByServer();
  return (key, count, stored) => {
    if (!drawn) return t(key, { count });
    const parts = t(key, { count: MARK }).split(formatCount(MARK, i18n.language));
    if (parts.length !== 2) return t(key, { count });
    return (
      <>
        {parts[0]}
        <StoredCount of={stored} />
        {parts[1]}
      </>
    );
  };
}
