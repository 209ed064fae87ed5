import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';

interface CatalogueLayoutProps {
  toolbar: ReactNode;
  side: ReactNode;
  results: ReactNode;
  resultsRef?: Ref<HTMLDivElement>;
}

/**
 * The list's grid: side panel (4/12 on medium, 3/12 on large screens) beside toolbar and results;
 * one column on small screens. DOM order toolbar → side → results is the reading order on small
 * screens and puts the search first everywhere.
 */
export function CatalogueLayout({ toolbar, side, results, resultsRef }: CatalogueLayoutProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: 'minmax(0, 4fr) minmax(0, 8fr)',
          lg: 'minmax(0, 3fr) minmax(0, 9fr)',
        },
        gridTemplateRows: { md: 'auto 1fr' },
        gridTemplateAreas: { xs: '"toolbar" "side" "results"', md: '"side toolbar" "side results"' },
      }}
    >
      <Box sx={{ gridArea: 'toolbar' }}>{toolbar}</Box>
      <Box sx={{ gridArea: 'side' }}>{side}</Box>
      {/* Scrolled to from the small-screen filter panel; clear of the 80 px top bar. */}
      <Box ref={resultsRef} sx={{ gridArea: 'results', minWidth: 0, scrollMarginTop: 96 }}>
        {results}
      </Box>
    </Box>
  );
}
