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

export interface CategoryTable {
  id: Generated<number>;
  code: string;
  parent_id: number | null;
  position: number;
  product_count: Generated<number>;
}
export interface CategoryTranslationTable {
  category_id: number;
  locale: string;
  title: string;
}
export interface AttributeTable {
  id: Generated<number>;
  code: string;
  type: string;
  position: number;
  localizable: boolean;
  searchable: boolean;
}
export interface AttributeTranslationTable {
  attribute_id: number;
  locale: string;
  label: string;
  display_name: string | null;
  prefix: string | null;
  post_fix: string | null;
  help_short: string | null;
  help_long: string | null;
}
export interface AttributeOptionTable {
  id: Generated<number>;
  attribute_id: number;
  value: string;
  position: number;
}
export interface AttributeOptionTranslationTable {
  option_id: number;
  locale: string;
  label: string;
}
export interface AttributeSetTable {
  id: Generated<number>;
  code: string;
}
export interface AttributeSetTranslationTable {
  set_id: number;
  locale: string;
  name: string;
}
export interface AttributeGroupTable {
  id: Generated<number>;
  set_id: number;
  code: string;
  position: number;
  attribute_codes: string[];
}
export interface AttributeGroupTranslationTable {
  group_id: number;
  locale: string;
  name: string;
}
export type AttributeValues = Record<string, string | number | boolean | string[] | null>;
export interface ProductTable {
  id: Generated<number>;
  sku: string;
  ean: string | null;
  parent_id: number | null;
  attribute_set_id: number | null;
  status: Generated<boolean>;
  archived: Generated<boolean>;
  attrs: JSONColumnType<AttributeValues, string, string>;
  category_ids: number[];
  filter_keys: number[];
  sort_name: string;
  search: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface ProductTranslationTable {
  product_id: number;
  locale: string;
  name: string;
  sort_name: string;
  attrs: JSONColumnType<AttributeValues, string, string>;
}
export interface AssociationTypeTable {
  id: Generated<number>;
  code: string;
  position: number;
}
export interface AssociationTypeTranslationTable {
  type_id: number;
  locale: string;
  label: string;
  description: string | null;
}
export interface ProductAssociationTable {
  product_id: number;
  type_id: number;
  related_id: number;
  position: number;
}
export interface CategoryFacetCountTable {
  category_id: number;
  key: number;
  count: number;
}
export interface FacetCountTable {
  key: number;
  count: number;
}
export interface ExportTemplateTable {
  id: Generated<number>;
  name: string;
  format: 'xlsx' | 'csv';
  columns: string[];
  position: number;
}
export interface LeafletTemplateTable {
  locale: string;
  html: string;
}
export interface JobTable {
  id: string;
  kind: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  payload: JSONColumnType<Record<string, unknown>, string, string>;
  result: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  error: string | null;
  user_id: number | null;
  /** Attempts started so far (migration 0007). */
  attempts: Generated<number>;
  created_at: Timestamp;
  updated_at: Generated<Date>;
  finished_at: Date | null;
}

export interface AssetScopeTable {
  id: Generated<number>;
  code: string;
  parent_id: number | null;
  position: number;
}
export interface AssetScopeTranslationTable {
  scope_id: number;
  locale: string;
  name: string;
}
export interface AssetTagTable {
  id: Generated<number>;
  code: string;
  position: number;
}
export interface AssetTagTranslationTable {
  tag_id: number;
  locale: string;
  name: string;
}
export interface AssetTable {
  id: Generated<number>;
  name: string;
  sort_name: string;
  ext: string;
  mime: string;
  storage_key: string;
  size: Generated<number>;
  width: number | null;
  height: number | null;
  meta_read_at: Date | null;
  archived: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface AssetScopeLinkTable {
  asset_id: number;
  scope_id: number;
}
export interface AssetTagLinkTable {
  asset_id: number;
  tag_id: number;
}
export interface ProductAssetTable {
  product_id: number;
  asset_id: number;
  position: number;
}
export interface AssetDownloadTable {
  id: string;
  kind: 'download' | 'share';
  file_name: string;
  file_count: number;
  /** The validated cart the link streams (JSON; read back through the downloads manifest schema). */
  entries: JSONColumnType<object[], string, string>;
  user_id: number | null;
  expires_at: Date;
  created_at: Timestamp;
}
/** A converted file in storage (the rendition cache): its size and when it was last served. */
export interface RenditionTable {
  key: string;
  size: number;
  last_used: Timestamp;
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
  category: CategoryTable;
  category_translation: CategoryTranslationTable;
  attribute: AttributeTable;
  attribute_translation: AttributeTranslationTable;
  attribute_option: AttributeOptionTable;
  attribute_option_translation: AttributeOptionTranslationTable;
  attribute_set: AttributeSetTable;
  attribute_set_translation: AttributeSetTranslationTable;
  attribute_group: AttributeGroupTable;
  attribute_group_translation: AttributeGroupTranslationTable;
  product: ProductTable;
  product_translation: ProductTranslationTable;
  association_type: AssociationTypeTable;
  association_type_translation: AssociationTypeTranslationTable;
  product_association: ProductAssociationTable;
  facet_count: FacetCountTable;
  category_facet_count: CategoryFacetCountTable;
  export_template: ExportTemplateTable;
  leaflet_template: LeafletTemplateTable;
  job: JobTable;
  asset_scope: AssetScopeTable;
  asset_scope_translation: AssetScopeTranslationTable;
  asset_tag: AssetTagTable;
  asset_tag_translation: AssetTagTranslationTable;
  asset: AssetTable;
  asset_scope_link: AssetScopeLinkTable;
  asset_tag_link: AssetTagLinkTable;
  product_asset: ProductAssetTable;
  asset_download: AssetDownloadTable;
  rendition: RenditionTable;
}
