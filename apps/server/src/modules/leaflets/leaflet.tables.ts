export interface LeafletTemplateTable {
  locale: string;
  html: string;
}

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    leaflet_template: LeafletTemplateTable;
  }
}
