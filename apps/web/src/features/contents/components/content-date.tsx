import Typography from '@mui/material/Typography';
import { formatAssetDate } from '@/shared/format/asset-date';

interface ContentDateProps {
  /** Unix seconds (spec 9). */
  created: number;
  variant?: 'caption' | 'body2';
}

/** A content's created date as DD/MM/YYYY (spec 9), machine-readable in its datetime. */
export function ContentDate({ created, variant = 'caption' }: ContentDateProps) {
  const text = formatAssetDate(created);
  if (!text) return null;
  return (
    <Typography
      component="time"
      dateTime={text.split('/').reverse().join('-')}
      variant={variant}
      color="text.secondary"
      sx={{ display: 'block' }}
    >
      {text}
    </Typography>
  );
}
