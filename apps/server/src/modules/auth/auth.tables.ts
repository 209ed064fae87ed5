import type { Generated, JSONColumnType } from 'kysely';
import type { Timestamp } from '../../db/types.ts';

export interface RegistrationGroupTable {
  id: Generated<number>;
  code: string;
  position: number;
  is_public: boolean;
}
export interface RegistrationGroupTranslationTable {
  group_id: number;
  locale: string;
  name: string;
}
export interface PortalUserTable {
  id: Generated<number>;
  email: string;
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  gender: string | null;
  date_of_birth: string | null;
  street: Generated<string>;
  street_number: Generated<string>;
  zip_code: Generated<string>;
  city: Generated<string>;
  phone_number: Generated<string>;
  is_company: Generated<boolean>;
  country: string | null;
  group_id: number | null;
  hidden: Generated<boolean>;
  must_reset_password: Generated<boolean>;
  /** A switched-off account: no sign-in, no session, no reset mail. */
  disabled: Generated<boolean>;
  /** An operator: reads every report, assigns forms to users. */
  is_admin: Generated<boolean>;
  /** The user's language as a user import gave it (mails); null: the portal's default. */
  locale: string | null;
  /** The company an approved account request named (the console finds people by it). */
  company: Generated<string>;
  last_sign_in_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface AuthTokenTable {
  token_hash: string;
  user_id: number;
  kind: 'session' | 'reset';
  expires_at: Timestamp;
  created_at: Timestamp;
}
/** What a registration holds until its owner confirms the address from the mailed link. */
export interface PendingRegistrationPayload {
  first_name: string;
  last_name: string;
  gender: string | null;
  date_of_birth: string | null;
  group_id: number;
  password_hash: string;
  locale: string;
}
export interface PendingRegistrationTable {
  token_hash: string;
  email: string;
  payload: JSONColumnType<PendingRegistrationPayload, string, string>;
  expires_at: Timestamp;
  created_at: Timestamp;
}
export interface AccountRequestTable {
  id: Generated<number>;
  email: string;
  payload: JSONColumnType<Record<string, unknown>, string, string>;
  locale: string | null;
  created_at: Timestamp;
  status: Generated<'open' | 'approved' | 'refused'>;
  decided_at: Timestamp | null;
  decided_by: number | null;
  decision_message: string | null;
  /** The account an approval made. */
  user_id: number | null;
}

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    registration_group: RegistrationGroupTable;
    registration_group_translation: RegistrationGroupTranslationTable;
    portal_user: PortalUserTable;
    auth_token: AuthTokenTable;
    pending_registration: PendingRegistrationTable;
    account_request: AccountRequestTable;
  }
}
