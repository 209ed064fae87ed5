import { BuilderForm, type BuilderFormInput } from '@vitrine/contract';
import type { TFunction } from 'i18next';
import { ApiError, errorMessage } from '@/shared/api/api-error';

/** A problem to mark: where in the builder's values, and what to say. */
export interface BuilderProblem {
  path: string;
  message: string;
}

// The contract's own reasons, said in the reader's language (others: a text per kind of issue).
const REASONS: Record<string, string> = {
  'The maximum must not be below the minimum': 'min_max',
  'A choice needs at least one option': 'needs_options',
  'At least one name': 'needs_name',
  'The window must not end before it starts': 'window_order',
  'Week offsets such as 0,2,4': 'recurring',
  'A date YYYY-MM-DD or a date-time YYYY-MM-DDTHH:mm': 'date',
  'Name the field in this language too': 'help_without_name',
  'A count of countries is a whole number, 0 or more': 'country_count',
};

/** Where a contract path (`fields.2.options.0.names.de_DE`) is marked in the builder. */
export function builderPath(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  if (parts[0] === 'audience') return parts[1] === 'groups' ? 'groups' : 'users';
  if (parts[0] !== 'fields' || parts.length < 3) return parts[0] ?? 'root';
  const field = `fields.${parts[1]}`;
  if (parts[2] === 'options' && parts.length >= 4 && /^\d+$/.test(parts[3]))
    return `${field}.options.${parts[3]}.names`;
  return `${field}.${parts[2] === 'id' ? 'type' : parts[2]}`;
}

/** The contract's judgement of a body, as problems to mark before anything is sent. */
export function checkBody(body: BuilderFormInput, t: TFunction): BuilderProblem[] {
  const result = BuilderForm.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const reason = REASONS[issue.message];
    const kind =
      issue.code === 'too_big' ? 'too_long' : issue.code === 'invalid_format' ? 'plain_text' : 'invalid';
    return {
      path: builderPath(issue.path),
      message: t(`console.forms.errors.${reason ?? kind}`),
    };
  });
}

/** A server refusal as a problem to mark (its field named), or one for the whole form. */
export function serverProblem(error: unknown, t: TFunction): BuilderProblem {
  const message = errorMessage(error, t('common.something_went_wrong'));
  if (error instanceof ApiError && error.field)
    return {
      path: builderPath(error.field.split('.')),
      message: REASONS[error.message] ? t(`console.forms.errors.${REASONS[error.message]}`) : message,
    };
  return { path: 'root', message };
}
