import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useDrawnByServer } from './drawn-by-server';

/**
 * The pictures fetched first, before the others; the app's scripts start once they are in
 * (public/start-app.js looks for them by their fetchpriority).
 */
export const FIRST_PICTURES = 2;

/** Handlers of a screen nobody can use yet: the app's own take over with the page. */
export const noop = () => undefined;

type Below = 'sm' | 'md';

/**
 * Two versions of a part the app chooses in script by `theme.breakpoints.down(below)` (phones and
 * small tablets for 'md'), chosen here by CSS at the same width: the server does not know the screen.
 */
export function ByWidth({
  small,
  large,
  below = 'md',
}: {
  small: ReactNode;
  large: ReactNode;
  below?: Below;
}) {
  return (
    <>
      <Box sx={{ display: { xs: 'block', [below]: 'none' } }}>{small}</Box>
      <Box sx={{ display: { xs: 'none', [below]: 'block' } }}>{large}</Box>
    </>
  );
}

/**
 * A part drawn by screen width: the app draws the one for its width; the server's first screen
 * draws both, chosen by CSS (ByWidth), so nothing moves when the app takes over. The part must
 * not hold fixed ids (both versions are in the server's page).
 */
export function ForWidth({
  below = 'md',
  children,
}: {
  below?: Below;
  children: (small: boolean) => ReactNode;
}) {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down(below), { noSsr: true });
  if (!useDrawnByServer()) return children(small);
  return <ByWidth below={below} small={children(true)} large={children(false)} />;
}
