import type { ErrorParams } from '@vitrine/contract';
import i18n from 'i18next';

/** A non-2xx answer of the portal API, carrying the server's `{ message, code, field?, kind?, params? }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  /** For `validation_error`: what was wrong with `field` (one of the contract's `VALIDATION_KINDS`). */
  readonly kind: string | undefined;
  readonly params: ErrorParams;

  constructor(
    status: number,
    message: string,
    code = 'error',
    field?: string,
    kind?: string,
    params: ErrorParams = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
    this.kind = kind;
    this.params = params;
  }
}

/** The bound or name an answer gives for its text; anything else in `params` is dropped. */
function paramsOf(raw: unknown): ErrorParams {
  if (typeof raw !== 'object' || raw === null) return {};
  const { min, max, name } = raw as Record<string, unknown>;
  return {
    ...(typeof min === 'number' ? { min } : {}),
    ...(typeof max === 'number' ? { max } : {}),
    ...(typeof name === 'string' ? { name } : {}),
  };
}

/** Builds an ApiError from whatever body came back; bodies that are not the documented shape keep the status. */
export function toApiError(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null) {
    const { message, code, field, kind, params } = body as Record<string, unknown>;
    return new ApiError(
      status,
      typeof message === 'string' ? message : '',
      typeof code === 'string' ? code : `http_${status}`,
      typeof field === 'string' ? field : undefined,
      typeof kind === 'string' ? kind : undefined,
      paramsOf(params),
    );
  }
  return new ApiError(status, typeof body === 'string' ? body.slice(0, 300) : '', `http_${status}`);
}

/** A text of the loaded languages, or undefined when none has one (an unknown code, texts not loaded yet). */
function text(key: string, values: Record<string, unknown> = {}): string | undefined {
  if (!i18n.isInitialized || !i18n.exists(key)) return undefined;
  const found: unknown = i18n.t(key, { ...values, returnObjects: true });
  return typeof found === 'string' && found.trim() ? found : undefined;
}

/** The screen's name for a refused field: the caller's label, else a field label the app already has. */
function fieldLabel(field: string | undefined, label: string | undefined): string | undefined {
  if (label) return label;
  if (!field || !/^[a-z_]+$/.test(field)) return undefined;
  return text(`fields.${field}`) ?? text(`auth.${field}`);
}

/**
 * What to tell the reader about a failed call, in the interface language: the text for the answer's
 * code (for a refused input, its kind and bound, with the field's label where the screen knows it),
 * the server's English message only when no text fits, and `fallback` when there is neither
 * (network errors included). `label` names the refused field when the caller knows it better.
 */
export function errorMessage(error: unknown, fallback: string, label?: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const values = { min: '', max: '', name: '', ...error.params };
  const translated =
    error.code === 'validation_error' && error.kind
      ? text(`errors.validation.${error.kind}`, values)
      : text(`errors.codes.${error.code}`, values);
  if (translated) {
    const name = error.field || label ? fieldLabel(error.field, label) : undefined;
    return name
      ? (text('errors.with_field', { field: name, message: translated }) ?? translated)
      : translated;
  }
  return error.message.trim() || fallback;
}
