import type { Timestamp } from '../../db/types.ts';

/** A form assigned to a registration group: for its members, present and future. */
export interface FormGroupAssignmentTable {
  form_id: number;
  group_id: number;
  assigned_by: number | null;
  created_at: Timestamp;
}

declare module '../../db/types.ts' {
  interface DB {
    form_group_assignment: FormGroupAssignmentTable;
  }
}
