import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';

/** A side column of 4/12 on medium and 3/12 on large screens beside the main one; one column on phones. */
export const SIDE_COLUMNS = {
  xs: 'minmax(0, 1fr)',
  md: 'minmax(0, 4fr) minmax(0, 8fr)',
  lg: 'minmax(0, 3fr) minmax(0, 9fr)',
};

interface SideLayoutProps {
  toolbar: ReactNode;
  side: ReactNode;
  results: ReactNode;
  resultsRef?: Ref<HTMLDivElement>;
  /** Spacing units between the areas, per breakpoint if needed. */
  gap?: number | Partial<Record<Breakpoint, number>>;
}

/**
 * A list page's grid: the side panel beside toolbar and results. On phones one column in DOM order
 * toolbar → side → results, which is also the reading order and puts the search first everywhere.
 */
export function SideLayout({ toolbar, side, results, resultsRef, gap = 3 }: SideLayoutProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap,
        alignItems: 'start',
        gridTemplateColumns: SIDE_COLUMNS,
        gridTemplateRows: { md: 'auto 1fr' },
        gridTemplateAreas: { xs: '"toolbar" "side" "results"', md: '"side toolbar" "side results"' },
      }}
    >
      {/* minWidth 0: a long toolbar shrinks instead of making phones scroll sideways. */}
      <Box sx={{ gridArea: 'toolbar', minWidth: 0 }}>{toolbar}</Box>
      <Box sx={{ gridArea: 'side' }}>{side}</Box>
      {/* Scrolled to from the small-screen filter panel; clear of the 80 px top bar. */}
      <Box ref={resultsRef} sx={{ gridArea: 'results', minWidth: 0, scrollMarginTop: 96 }}>
        {results}
      </Box>
    </Box>
  );
}
