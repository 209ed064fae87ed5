import type { Generated, JSONColumnType } from 'kysely';
import type { Timestamp } from '../../db/types.ts';

export interface AssetDownloadTable {
  id: string;
  kind: 'download' | 'share';
  file_name: string;
  file_count: number;
  /** The validated cart the link streams (JSON; read back through the downloads manifest schema). */
  entries: JSONColumnType<object[], string, string>;
  user_id: number | null;
  expires_at: Date;
  created_at: Timestamp;
  /** The address a share was mailed to (null for a download). */
  recipient: string | null;
  download_count: Generated<number>;
  last_download_at: Timestamp | null;
  /** Set when an operator revoked the link: it answers 410 Gone from then on. */
  revoked_at: Timestamp | null;
  revoked_by: number | null;
}

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    asset_download: AssetDownloadTable;
  }
}
