import type { ErrorCode } from '@vitrine/contract';
import { AppError, type ErrorDetail } from '../lib/errors.ts';
import type { JobFailure } from './job-types.ts';

/** A client failure as a job's result (never retried, answered with `status`). */
export const jobFailure = (
  status: number,
  code: ErrorCode,
  message: string,
  field?: string,
  detail: ErrorDetail = {},
): JobFailure => ({
  ok: false,
  status,
  code,
  message,
  ...(field ? { field } : {}),
  ...(detail.kind || detail.params ? { detail } : {}),
});

/** A thrown client error (`AppError` below 500) as a job failure; anything else is not one. */
export function asJobFailure(error: unknown): JobFailure | undefined {
  if (error instanceof AppError && error.status < 500)
    return jobFailure(error.status, error.code, error.message, error.field, error.detail);
  return undefined;
}

/** The caller's side: a job failure becomes the `{message, code, field?}` answer it stands for. */
export const failureError = (failure: JobFailure) =>
  new AppError(failure.status, failure.code, failure.message, failure.field, failure.detail);

/** A typed client failure (`{ ok: false, … }`) rather than a result. */
export function isJobFailure(result: unknown): result is JobFailure {
  return typeof result === 'object' && result !== null && 'ok' in result && result.ok === false;
}
