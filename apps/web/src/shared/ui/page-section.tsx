import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

interface PageSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  /** The h2's content (a text, and perhaps a count after it). */
  title: ReactNode;
  children: ReactNode;
  /** Space under the heading (theme spacing). */
  gap?: number;
  /** The section's own space around it (a product page's sections keep 4 below them). */
  sx?: SxProps<Theme>;
}

/** A section of a page under its h2, without a frame (a product's description, its specifications). */
export function PageSection({ id, title, children, gap = 2, sx = { mb: 4 } }: PageSectionProps) {
  return (
    <Box component="section" aria-labelledby={id} sx={sx}>
      <Typography id={id} variant="h5" component="h2" sx={{ mb: gap }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
