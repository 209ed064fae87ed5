import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type { Timestamp };

export interface LocaleTable {
  code: string;
  title: string;
  is_default: boolean;
  position: number;
}
export interface SettingTable {
  key: string;
  value: JSONColumnType<object, string, string>;
}
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
export interface ConsentTable {
  id: Generated<number>;
  version: number;
  active: boolean;
  created_at: Timestamp;
}
export interface ConsentTranslationTable {
  consent_id: number;
  locale: string;
  message: string;
}
export interface UserConsentTable {
  user_id: number;
  consent_id: number;
  status: boolean;
  decided_at: Timestamp;
}
export interface FeatureTable {
  code: string;
  for_everyone: boolean;
}
export interface GroupFeatureTable {
  group_id: number;
  feature_code: string;
}
export interface ProfileMediaTable {
  id: string;
  user_id: number;
  storage_key: string;
  content_type: string;
  size: number;
  created_at: Timestamp;
}
export interface ReportTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  description: string;
  created_at: Timestamp;
}
export interface AnalyticsEventTable {
  id: Generated<string>;
  user_id: number | null;
  type: string;
  category: string | null;
  action: string | null;
  label: string | null;
  path: string | null;
  locale: string | null;
  created_at: Timestamp;
}

export interface DB {
  locale: LocaleTable;
  setting: SettingTable;
  registration_group: RegistrationGroupTable;
  registration_group_translation: RegistrationGroupTranslationTable;
  portal_user: PortalUserTable;
  auth_token: AuthTokenTable;
  account_request: AccountRequestTable;
  consent: ConsentTable;
  consent_translation: ConsentTranslationTable;
  user_consent: UserConsentTable;
  feature: FeatureTable;
  group_feature: GroupFeatureTable;
  profile_media: ProfileMediaTable;
  report: ReportTable;
  analytics_event: AnalyticsEventTable;
}
