import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * The pictures fetched first, before the others; the app's scripts start once they are in
 * (public/start-app.js looks for them by their fetchpriority).
 */
export const FIRST_PICTURES = 2;

/** Handlers of a screen nobody can use yet: the app's own take over with the page. */
export const noop = () => undefined;

/**
 * Two versions of a part the app chooses in script by `theme.breakpoints.down('md')` (phones and
 * small tablets), chosen here by CSS at the same width: the server does not know the screen.
 */
export function ByWidth({ small, large }: { small: ReactNode; large: ReactNode }) {
  return (
    <>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>{small}</Box>
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>{large}</Box>
    </>
  );
}
