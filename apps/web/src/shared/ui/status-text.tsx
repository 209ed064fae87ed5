import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/**
 * A count or state beside a row's buttons ("12 assets", "3 selected"), read out when it changes;
 * it takes the row's free space, pushing what follows to the end.
 */
export function StatusText({ children }: { children: ReactNode }) {
  return (
    <Typography role="status" aria-live="polite" variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
      {children}
    </Typography>
  );
}
