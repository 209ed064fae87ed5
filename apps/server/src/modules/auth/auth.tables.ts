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
export interface AccountRequestTable {
  id: Generated<number>;
  email: string;
  payload: JSONColumnType<Record<string, unknown>, string, string>;
  locale: string | null;
  created_at: Timestamp;
}

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    registration_group: RegistrationGroupTable;
    registration_group_translation: RegistrationGroupTranslationTable;
    portal_user: PortalUserTable;
    auth_token: AuthTokenTable;
    account_request: AccountRequestTable;
  }
}
