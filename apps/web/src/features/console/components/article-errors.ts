import type { TFunction } from 'i18next';
import { ApiError, errorMessage } from '@/shared/api/api-error';

/** What the server's refusal of an article means to its writer, by the part it names. */
const BY_FIELD: [RegExp, string][] = [
  [/^translations\.[a-z]{2}_[A-Z]{2}\.(text|introduction)$/, 'console.articles.errors.picture'],
  [/^translations$/, 'console.articles.errors.picture_gone'],
  [/^(attachments|thumbnail)/, 'console.articles.errors.asset_gone'],
  [/^categories/, 'console.articles.errors.category_gone'],
  [/^products/, 'console.articles.errors.product_gone'],
];

/**
 * The writer's text for a failed save: a refused part's own text, else the general text of the
 * answer's code (a refused input's kind and bound: too long, not a web address).
 */
export function articleError(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.code === 'bad_request' && error.field) {
    const known = BY_FIELD.find(([pattern]) => pattern.test(error.field!));
    if (known) return t(known[1]);
  }
  return errorMessage(error, t('common.something_went_wrong'));
}
