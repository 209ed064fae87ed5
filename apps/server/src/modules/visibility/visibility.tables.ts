/** What a registration group does not see: one row per hidden category, scope, content category or form. */
export interface GroupHiddenTable {
  group_id: number;
  kind: HiddenKind;
  item_id: number;
}

export type HiddenKind = 'category' | 'asset_scope' | 'content_category' | 'form';

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    group_hidden: GroupHiddenTable;
  }
}
