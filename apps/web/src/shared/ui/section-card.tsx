import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

interface SectionCardProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  children: ReactNode;
  /** Space under the heading (theme spacing). */
  gap?: number;
  sx?: SxProps<Theme>;
}

/** A section of a page in an outlined card, under its h2 (the profile's forms, what a person sent). */
export function SectionCard({ id, title, children, gap = 2, sx }: SectionCardProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={[{ p: { xs: 2, sm: 3 } }, ...(Array.isArray(sx) ? sx : [sx])]}
      aria-labelledby={id}
    >
      <Typography id={id} variant="h6" component="h2" sx={{ mb: gap }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
