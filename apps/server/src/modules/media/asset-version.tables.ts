import type { Timestamp } from '../../db/types.ts';

/** An earlier file of an asset, kept when its file was replaced (the bytes stay under `storage_key`). */
export interface AssetVersionTable {
  asset_id: number;
  version: number;
  storage_key: string;
  name: string;
  ext: string;
  size: number;
  mime: string;
  replaced_at: Timestamp;
  replaced_by: number | null;
}

/** The tables this file adds to the media area, merged into the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    asset_version: AssetVersionTable;
  }
}
