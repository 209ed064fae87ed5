import { z } from 'zod';
import { Email, Id, RequiredText, ShortText } from './common.ts';

/**
 * The operator console: what an administrator reads and changes of account requests, users and
 * the audit log. Lists come a page at a time with their total, sorted and filtered on the server.
 */

/** The roles a user may hold beyond a plain account. */
export const CONSOLE_ROLES = ['administrator', 'visitation_field', 'visitation_planner'] as const;
export const ConsoleRole = z.enum(CONSOLE_ROLES);
export type ConsoleRole = z.infer<typeof ConsoleRole>;

/** Page and size of a console list (sizes as the grid offers them). */
const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};
/** A console list's search text: a name, an address, a company. */
const SearchText = ShortText(200).optional();
const Direction = z.enum(['asc', 'desc']).default('asc');

export const ACCOUNT_REQUEST_STATUSES = ['open', 'approved', 'refused'] as const;
export const AccountRequestStatus = z.enum(ACCOUNT_REQUEST_STATUSES);
export type AccountRequestStatus = z.infer<typeof AccountRequestStatus>;

export const ConsoleAccountRequestQuery = z.strictObject({
  ...paging,
  status: AccountRequestStatus.optional(),
  q: SearchText,
  sort: z.enum(['created_at', 'email', 'company', 'status']).default('created_at'),
  dir: Direction,
});
export type ConsoleAccountRequestQuery = z.infer<typeof ConsoleAccountRequestQuery>;

/** Who did something, as the console shows them. */
export const ConsolePerson = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
});
export type ConsolePerson = z.infer<typeof ConsolePerson>;

export const ConsoleAccountRequest = z.object({
  id: z.number().int(),
  email: z.string(),
  company: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** The language the applicant wrote in (a portal locale code), which their mails use. */
  locale: z.string().nullable(),
  /** Everything the applicant typed, by the form's field names. */
  details: z.record(z.string(), z.string()),
  status: AccountRequestStatus,
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: ConsolePerson.nullable(),
  decision_message: z.string().nullable(),
  /** The account an approval made (null when none, or when it was deleted since). */
  user_id: z.number().int().nullable(),
});
export type ConsoleAccountRequest = z.infer<typeof ConsoleAccountRequest>;
export const ConsoleAccountRequestList = z.object({
  items: z.array(ConsoleAccountRequest),
  total: z.number().int(),
});
export type ConsoleAccountRequestList = z.infer<typeof ConsoleAccountRequestList>;

export const ApproveAccountRequest = z.strictObject({
  /** The group the new account joins. */
  group_id: Id,
  roles: z.array(ConsoleRole).max(CONSOLE_ROLES.length).default([]),
});
export type ApproveAccountRequest = z.infer<typeof ApproveAccountRequest>;

export const RefuseAccountRequest = z.strictObject({
  /** Told to the applicant in the refusal mail; none: the mail says only that it was refused. */
  message: z
    .string()
    .trim()
    .max(2000)
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, 'Control characters are not allowed')
    .optional(),
});
export type RefuseAccountRequest = z.infer<typeof RefuseAccountRequest>;

export const USER_SORTS = ['name', 'email', 'company', 'group', 'last_sign_in_at', 'created_at'] as const;
export const ConsoleUserQuery = z.strictObject({
  ...paging,
  q: SearchText,
  group_id: Id.optional(),
  role: ConsoleRole.optional(),
  state: z.enum(['enabled', 'disabled']).optional(),
  sort: z.enum(USER_SORTS).default('name'),
  dir: Direction,
});
export type ConsoleUserQuery = z.infer<typeof ConsoleUserQuery>;

/** A group as the console names it: in the reader's language, else its code. */
export const ConsoleGroupRef = z.object({ id: z.number().int(), name: z.string() });

export const ConsoleUserRow = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  group: ConsoleGroupRef.nullable(),
  roles: z.array(ConsoleRole),
  disabled: z.boolean(),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
});
export type ConsoleUserRow = z.infer<typeof ConsoleUserRow>;
export const ConsoleUserList = z.object({ items: z.array(ConsoleUserRow), total: z.number().int() });
export type ConsoleUserList = z.infer<typeof ConsoleUserList>;

export const ConsoleUser = ConsoleUserRow.extend({
  locale: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string(),
  phone_number: z.string(),
  /** Sessions that have not ended (each a signed-in browser or app). */
  active_sessions: z.number().int(),
  /** Must set a new password before signing in (an approval or a reset asked for it). */
  must_reset_password: z.boolean(),
});
export type ConsoleUser = z.infer<typeof ConsoleUser>;

/** What the console changes of a user; absent fields stay as they are. */
export const ConsoleUserChange = z
  .strictObject({
    first_name: RequiredText(100).optional(),
    last_name: RequiredText(100).optional(),
    company: ShortText(200).optional(),
    group_id: Id.nullable().optional(),
    roles: z.array(ConsoleRole).max(CONSOLE_ROLES.length).optional(),
    disabled: z.boolean().optional(),
    locale: z
      .string()
      .regex(/^[a-z]{2}_[A-Z]{2}$/, 'A locale such as en_GB')
      .nullable()
      .optional(),
  })
  .refine((change) => Object.keys(change).length > 0, 'Nothing to change');
export type ConsoleUserChange = z.infer<typeof ConsoleUserChange>;

/** A user made in the console: they set their password from the mailed link. */
export const ConsoleUserCreate = z.strictObject({
  email: Email,
  first_name: RequiredText(100),
  last_name: RequiredText(100),
  company: ShortText(200).optional(),
  group_id: Id,
  roles: z.array(ConsoleRole).max(CONSOLE_ROLES.length).default([]),
  locale: z
    .string()
    .regex(/^[a-z]{2}_[A-Z]{2}$/, 'A locale such as en_GB')
    .optional(),
});
export type ConsoleUserCreate = z.infer<typeof ConsoleUserCreate>;

export const ConsoleUserCreated = z.object({ id: z.number().int() });

/** A registration group as the console lists it: its name here, and its names by locale. */
export const ConsoleGroup = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  is_public: z.boolean(),
  position: z.number().int(),
  members: z.number().int(),
});
export type ConsoleGroup = z.infer<typeof ConsoleGroup>;
export const ConsoleGroupList = z.array(ConsoleGroup);

/** A group's names by portal locale (`de_DE`), at least one. */
const GroupNames = z
  .record(z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'A locale such as en_GB'), RequiredText(100))
  .refine((names) => Object.keys(names).length > 0 && Object.keys(names).length <= 100, 'At least one name');

export const ConsoleGroupCreate = z.strictObject({
  /** Its lasting identity (imports and the API name groups by it). */
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9_-]{0,49}$/, 'Lower-case letters, digits, - and _ (at most 50)'),
  names: GroupNames,
  /** Offered at self-registration. */
  is_public: z.boolean().default(false),
});
export type ConsoleGroupCreate = z.infer<typeof ConsoleGroupCreate>;

export const ConsoleGroupChange = z
  .strictObject({
    /** Replaces every name (a locale left out loses its name). */
    names: GroupNames.optional(),
    is_public: z.boolean().optional(),
    /** Its place in lists and at registration (lower first). */
    position: z.number().int().min(0).max(10_000).optional(),
  })
  .refine((change) => Object.keys(change).length > 0, 'Nothing to change');
export type ConsoleGroupChange = z.infer<typeof ConsoleGroupChange>;

/** The kinds of things a group may be kept from seeing. */
export const SIGHT_KINDS = ['categories', 'scopes', 'contentCategories', 'forms'] as const;
export type SightKind = (typeof SIGHT_KINDS)[number];

/** Something a group may be kept from seeing, with its depth in its tree (0 for a root or a form). */
export const SightItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  depth: z.number().int(),
});
export type SightItem = z.infer<typeof SightItem>;

const SightIds = z.array(z.number().int().min(1).max(2_147_483_647)).max(10_000);
/**
 * What a group's members do not see (ids), default nothing: hiding a category or scope hides what
 * lies below it; a product in any hidden category, an asset in any hidden scope, an article in any
 * hidden content category is hidden.
 */
export const GroupHidden = z.strictObject({
  categories: SightIds,
  scopes: SightIds,
  contentCategories: SightIds,
  forms: SightIds,
});
export type GroupHidden = z.infer<typeof GroupHidden>;

/** A group's hidden items, with everything that could be hidden (in tree order, named here). */
export const ConsoleGroupVisibility = z.object({
  hidden: GroupHidden,
  options: z.object({
    categories: z.array(SightItem),
    scopes: z.array(SightItem),
    contentCategories: z.array(SightItem),
    forms: z.array(SightItem),
  }),
});
export type ConsoleGroupVisibility = z.infer<typeof ConsoleGroupVisibility>;

export const AuditQuery = z.strictObject({
  ...paging,
  target_kind: z.enum(['account_request', 'user', 'group', 'setting', 'share']).optional(),
  target_id: ShortText(64).optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: ConsolePerson,
  action: z.string(),
  target_kind: z.string(),
  target_id: z.string(),
  target_label: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditList = z.object({ items: z.array(AuditEntry), total: z.number().int() });
export type AuditList = z.infer<typeof AuditList>;

export const ConsoleShareQuery = z.strictObject({
  ...paging,
  /** A recipient's address, or part of it. */
  q: SearchText,
  state: z.enum(['live', 'revoked']).optional(),
  /** Only the shares one person sent. */
  user_id: Id.optional(),
});
export type ConsoleShareQuery = z.infer<typeof ConsoleShareQuery>;

/** A cart shared by e-mail whose link has not expired. */
export const ConsoleShare = z.object({
  id: z.string(),
  sender: ConsolePerson.nullable(),
  recipient: z.string().nullable(),
  file_name: z.string(),
  file_count: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
  download_count: z.number().int(),
  last_download_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ConsoleShare = z.infer<typeof ConsoleShare>;
export const ConsoleShareList = z.object({ items: z.array(ConsoleShare), total: z.number().int() });
export type ConsoleShareList = z.infer<typeof ConsoleShareList>;

export const ConsoleDownloadQuery = z.strictObject({
  ...paging,
  /** Links to download a cart, or carts shared by e-mail. */
  kind: z.enum(['download', 'share']).optional(),
  /** Only what one person downloaded or shared. */
  user_id: Id.optional(),
  /** Only the carts that held this asset (its original or a conversion of it). */
  asset_id: Id.optional(),
});
export type ConsoleDownloadQuery = z.infer<typeof ConsoleDownloadQuery>;

/** A cart link, live or expired: who made it, when, what it held and how often it was opened. */
export const ConsoleDownload = ConsoleShare.extend({
  kind: z.enum(['download', 'share']),
  /** The names of its first files (at most 20; `file_count` tells how many it held). */
  files: z.array(z.string()),
});
export type ConsoleDownload = z.infer<typeof ConsoleDownload>;
export const ConsoleDownloadList = z.object({ items: z.array(ConsoleDownload), total: z.number().int() });
export type ConsoleDownloadList = z.infer<typeof ConsoleDownloadList>;
