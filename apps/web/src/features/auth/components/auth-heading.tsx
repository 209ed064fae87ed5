import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Title of an auth screen (the page's h1). */
export function AuthHeading({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 500 }}>
        {children}
      </Typography>
      {intro && <Typography color="text.secondary">{intro}</Typography>}
    </>
  );
}
