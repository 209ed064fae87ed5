import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

interface LibraryLayoutProps {
  toolbar: ReactNode;
  side: ReactNode;
  results: ReactNode;
}

/**
 * The library's grid: the scope panel (4/12 on medium, 3/12 on large screens) beside toolbar and
 * cards; one column on phones, where the toolbar comes first, then the folded scope panel.
 */
export function LibraryLayout({ toolbar, side, results }: LibraryLayoutProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
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
      <Box sx={{ gridArea: 'toolbar', minWidth: 0 }}>{toolbar}</Box>
      <Box sx={{ gridArea: 'side' }}>{side}</Box>
      <Box sx={{ gridArea: 'results', minWidth: 0 }}>{results}</Box>
    </Box>
  );
}
