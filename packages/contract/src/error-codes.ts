/**
 * Every `code` an error answer of the server can carry. Clients show their own text per code (the
 * web app has one in each interface language); `message` stays English, for API clients and logs.
 * The server's error helpers take this type, so a code missing here does not compile.
 */
export const ERROR_CODES = [
  // Generic answers of the HTTP layer.
  'bad_request',
  'validation_error',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'uri_too_long',
  'headers_too_large',
  'request_timeout',
  'range_not_satisfiable',
  'misdirected_request',
  'rate_limited',
  'busy',
  'internal_error',
  // Accounts and sessions.
  'invalid_credentials',
  'account_disabled',
  'password_reset_required',
  'weak_password',
  'wrong_password',
  'guest_read_only',
  'registration_disabled',
  'unknown_group',
  'link_invalid',
  'reset_link_invalid',
  'link_expired',
  'admin_only',
  'user_not_found',
  // The operator console.
  'request_not_found',
  'request_decided',
  'email_taken',
  'last_administrator',
  'link_revoked',
  // Files, images and renditions.
  'file_missing',
  'file_not_found',
  'file_too_large',
  'image_too_large',
  'invalid_image',
  'invalid_video',
  'invalid_document',
  'unsafe_svg',
  'processing_timeout',
  'invalid_path',
  'invalid_rendition',
  'rendition_not_allowed',
  // The download cart.
  'invalid_name',
  'invalid_url',
  'foreign_url',
  'source_missing',
  'not_convertible',
  // Catalogue, media and contents.
  'product_not_found',
  'unknown_attribute',
  'unknown_option',
  'invalid_filter',
  'invalid_sort',
  'scope_not_found',
  'content_not_found',
  // Orders and visitations.
  'unknown_product',
  'order_not_found',
  'visitation_not_found',
  'visitation_changed',
  'visitation_closed',
  'visitation_locked',
  'status_change_not_allowed',
  'user_not_assignable',
  'planner_only',
  'not_requester',
  'date_in_past',
  // Forms and their answers.
  'form_not_found',
  'form_not_available',
  'assignment_not_found',
  'logging_not_allowed',
  'unknown_field',
  'required',
  'invalid_answer',
  'invalid_text',
  'invalid_number',
  'out_of_range',
  'invalid_option',
  'invalid_country',
  'invalid_email',
  'invalid_date',
  'too_long',
  'too_many_values',
  'invalid_file',
  'file_type_not_allowed',
  'file_type_mismatch',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * What was wrong with an input refused by the request schema (`code: 'validation_error'`), beside
 * the dotted `field` it concerns; `params` gives the bound (`min` or `max`) where there is one.
 */
export const VALIDATION_KINDS = [
  'required',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'too_few',
  'too_many',
  'invalid_email',
  'invalid_url',
  'invalid_date',
  'invalid_characters',
  'invalid_format',
  'invalid_type',
  'not_one_of',
  'unknown_key',
  'invalid',
] as const;
export type ValidationKind = (typeof VALIDATION_KINDS)[number];

/** Values a client's text for a code or kind may name: a bound, or the file concerned. */
export interface ErrorParams {
  min?: number;
  max?: number;
  name?: string;
}
