import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/types.ts';

export interface FormCategoryTable {
  id: Generated<number>;
  code: string;
  position: Generated<number>;
}
export interface FormCategoryTranslationTable {
  category_id: number;
  locale: string;
  name: string;
}
export interface FormTable {
  id: Generated<number>;
  code: string;
  category_id: number | null;
  /** Inactive forms are neither listed nor answered. */
  status: Generated<boolean>;
  position: Generated<number>;
  allow_logging: Generated<boolean>;
  required_before_continuing: Generated<boolean>;
  hidden_after_completion: boolean | null;
  recurring: string | null;
  start_date: string | null;
  stop_date: string | null;
  created_at: Timestamp;
  /** SHA-256 of the definition an import last wrote. */
  import_hash: string | null;
}
export interface FormTranslationTable {
  form_id: number;
  locale: string;
  name: string;
}
export interface FormFieldTable {
  id: Generated<number>;
  form_id: number;
  field_type: string;
  is_required: Generated<boolean>;
  min: number | null;
  max: number | null;
  position: Generated<number>;
  media_url: string | null;
  allow_custom_options: Generated<boolean>;
  /** Removed from the form by an import while results refer to it: kept for them, not shown. */
  retired: Generated<boolean>;
}
export interface FormFieldTranslationTable {
  field_id: number;
  locale: string;
  name: string;
  tooltip: string | null;
}
export interface FormFieldOptionTable {
  id: Generated<number>;
  field_id: number;
  position: Generated<number>;
  /** Removed by an import: answers keep its id, the form no longer offers it. */
  retired: Generated<boolean>;
}
export interface FormFieldOptionTranslationTable {
  option_id: number;
  locale: string;
  name: string;
}
export interface FormResultTable {
  id: Generated<number>;
  form_id: number;
  user_id: number | null;
  created_at: Timestamp;
}
/** A JSON answer: a number, a yes/no, option ids with custom texts, or country codes. */
export type AnswerJson = number | boolean | string[] | { options: number[]; custom: string[] };
export interface FormResultAnswerTable {
  id: Generated<number>;
  result_id: number;
  field_id: number | null;
  value_text: string | null;
  value_json: ColumnType<AnswerJson | null, string | null | undefined, string | null>;
  storage_key: string | null;
  file_name: string | null;
  content_type: string | null;
  size: number | null;
}
export interface FormLogTable {
  id: Generated<number>;
  form_id: number;
  user_id: number;
  description: string;
  created_at: Timestamp;
}
export interface FormAssignmentTable {
  form_id: number;
  user_id: number;
  assigned_by: number | null;
  created_at: Timestamp;
  done_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    form_category: FormCategoryTable;
    form_category_translation: FormCategoryTranslationTable;
    form: FormTable;
    form_translation: FormTranslationTable;
    form_field: FormFieldTable;
    form_field_translation: FormFieldTranslationTable;
    form_field_option: FormFieldOptionTable;
    form_field_option_translation: FormFieldOptionTranslationTable;
    form_result: FormResultTable;
    form_result_answer: FormResultAnswerTable;
    form_log: FormLogTable;
    form_assignment: FormAssignmentTable;
  }
}
