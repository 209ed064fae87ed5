import type { Generated } from 'kysely';

export interface ExportTemplateTable {
  id: Generated<number>;
  name: string;
  format: 'xlsx' | 'csv';
  columns: string[];
  position: number;
}

export interface ExportTemplateTranslationTable {
  template_id: number;
  locale: string;
  name: string;
}

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    export_template: ExportTemplateTable;
    export_template_translation: ExportTemplateTranslationTable;
  }
}
