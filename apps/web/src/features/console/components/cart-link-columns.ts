import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';

/** What every listed cart link (a share, a download) tells of its use. */
interface CartLinkRow {
  expires_at: string;
  download_count: number;
  last_download_at: string | null;
}

/**
 * The columns a cart link has wherever the console lists it: when it expires, how often it was
 * downloaded and when last (`moment` writes a moment, or "never").
 */
export function cartLinkColumns<R extends CartLinkRow>(
  t: TFunction,
  moment: (value: string | null) => string,
): GridColDef<R>[] {
  return [
    {
      field: 'expires_at',
      headerName: t('console.shares.expires'),
      width: 165,
      sortable: false,
      valueFormatter: (value: string) => moment(value),
    },
    {
      field: 'download_count',
      headerName: t('console.shares.downloads'),
      type: 'number',
      width: 110,
      sortable: false,
    },
    {
      field: 'last_download_at',
      headerName: t('console.shares.last_download'),
      width: 165,
      sortable: false,
      valueFormatter: (value: string | null) => moment(value),
    },
  ];
}
