import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/types.ts';

export interface VisitationTable {
  id: Generated<number>;
  requester_id: number;
  status: 'requested' | 'planned' | 'done' | 'cancelled';
  address_name: string;
  address_street: string;
  address_street_number: string;
  address_zip_code: string;
  address_city: string;
  address_country: string;
  address_details: Generated<string>;
  /** `YYYY-MM-DD` (dates are read as text). */
  wished_date: string;
  time_from: string | null;
  time_to: string | null;
  note: Generated<string>;
  planned_date: string | null;
  assigned_user_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/** Who does visits: `field` staff may be assigned; a `planner` also plans and assigns. */
export interface VisitationStaffTable {
  user_id: number;
  role: 'field' | 'planner';
}

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    visitation: VisitationTable;
    visitation_staff: VisitationStaffTable;
  }
}
