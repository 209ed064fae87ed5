import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface CartPanelProps {
  /** Id of the heading, which names the panel's region. */
  id: string;
  title: string;
  children: ReactNode;
}

/** One titled box of the cart's left column. */
export function CartPanel({ id, title, children }: CartPanelProps) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2, fontSize: '1.05rem' }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}
