import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/types.ts';

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

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    consent: ConsentTable;
    consent_translation: ConsentTranslationTable;
    user_consent: UserConsentTable;
    feature: FeatureTable;
    group_feature: GroupFeatureTable;
    profile_media: ProfileMediaTable;
  }
}
