import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { ResponsiveStyleValue } from '@mui/system';

interface CardListProps {
  /** The grid's columns, per breakpoint (`repeat(3, minmax(0, 1fr))`). */
  columns: ResponsiveStyleValue<string>;
  /** Another answer is loading: the cards stay, dimmed. */
  busy?: boolean;
  /** The cards, each in its own `li`. */
  children: ReactNode;
}

/** Cards as a list (read as one by screen readers) laid out in a grid. */
export function CardList({ columns, busy, children }: CardListProps) {
  return (
    <Box
      component="ul"
      aria-busy={busy}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: columns,
        ...(busy !== undefined && { opacity: busy ? 0.55 : 1, transition: 'opacity 150ms' }),
      }}
    >
      {children}
    </Box>
  );
}
