import Link from '@mui/material/Link';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { formatMoment } from '@/shared/format/date-time';

/**
 * A grid's first column: the moment a row was made, as a link that opens it (on a phone the later
 * columns are off to the side), named for a screen reader by what it opens.
 */
export function momentLinkColumn<R extends GridValidRowModel & { created_at: string }>({
  headerName,
  segment,
  to,
  state,
  label,
}: {
  headerName: string;
  segment: string;
  to: (row: R) => string;
  /** Handed to the page opened (the list as it was, for the way back). */
  state: unknown;
  label: (row: R, moment: string) => string;
}): GridColDef<R> {
  return {
    field: 'created_at',
    headerName,
    width: 170,
    valueFormatter: (value: string) => formatMoment(value, segment),
    renderCell: ({ row, formattedValue }) => (
      <Link
        component={RouterLink}
        to={to(row)}
        state={state}
        onClick={(e) => e.stopPropagation()}
        aria-label={label(row, formattedValue as string)}
      >
        {formattedValue as string}
      </Link>
    ),
  };
}
