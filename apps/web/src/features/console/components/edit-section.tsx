import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * One part of an editing page (texts, links, rights, publication): an outlined section named by
 * its heading, with what belongs beside the heading (a state, a marker) at its end.
 */
export function EditSection({
  headingId,
  title,
  aside,
  children,
}: {
  headingId: string;
  title: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography id={headingId} component="h3" variant="h6" sx={{ flex: 1, minWidth: 0 }}>
            {title}
          </Typography>
          {aside}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
