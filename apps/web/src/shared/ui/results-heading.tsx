import Typography from '@mui/material/Typography';
import { visuallyHidden } from './visually-hidden';

/**
 * The heading of a results grid for screen readers: the cards below are third-level headings, and
 * on phones (side panels folded) nothing else stands between them and the page's own heading.
 */
export function ResultsHeading({ children }: { children: string }) {
  return (
    <Typography component="h2" sx={visuallyHidden}>
      {children}
    </Typography>
  );
}
