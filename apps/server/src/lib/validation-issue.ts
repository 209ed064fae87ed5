import { VALIDATION_KINDS, type ErrorParams, type ValidationKind } from '@vitrine/contract';

/** The parts of a zod issue read here (zod 4's shapes, as the type provider hands them on). */
export interface ZodIssueLike {
  code?: string;
  origin?: string;
  format?: string;
  pattern?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  params?: Record<string, unknown>;
}

export interface IssueKind {
  kind: ValidationKind;
  params?: ErrorParams;
}

const SIZED = new Set(['array', 'set', 'map']);
// A pattern that only forbids characters (`^[^<>]*$`), as the contract's plain texts use.
const FORBIDS_CHARACTERS = /^\/\^\[\^.*\]\*\$\/[a-z]*$/;
const FORMATS: Record<string, ValidationKind> = {
  email: 'invalid_email',
  url: 'invalid_url',
  date: 'invalid_date',
  datetime: 'invalid_date',
  time: 'invalid_date',
};

const bound = (value: number | bigint | undefined) =>
  typeof value === 'bigint'
    ? Number(value)
    : typeof value === 'number' && Number.isFinite(value)
      ? value
      : undefined;

/**
 * What a client needs to say what was wrong with a refused input, in its own words: a kind from
 * the contract's `VALIDATION_KINDS` and the bound it concerns. `missing` tells whether the field
 * was absent from the request (zod does not carry the input in its issues).
 */
export function issueKind(issue: ZodIssueLike | undefined, missing: boolean): IssueKind {
  const declared = issue?.params?.kind;
  if (typeof declared === 'string' && (VALIDATION_KINDS as readonly string[]).includes(declared))
    return { kind: declared as ValidationKind };
  switch (issue?.code) {
    case 'invalid_type':
      return { kind: missing ? 'required' : 'invalid_type' };
    case 'too_small': {
      const min = bound(issue.minimum);
      if (issue.origin === 'string')
        return min === 1 ? { kind: 'required' } : { kind: 'too_short', params: { min } };
      return { kind: SIZED.has(issue.origin ?? '') ? 'too_few' : 'too_small', params: { min } };
    }
    case 'too_big': {
      const max = bound(issue.maximum);
      const kind =
        issue.origin === 'string' ? 'too_long' : SIZED.has(issue.origin ?? '') ? 'too_many' : 'too_big';
      return { kind, params: { max } };
    }
    case 'invalid_format':
      if (issue.format === 'regex' && FORBIDS_CHARACTERS.test(issue.pattern ?? ''))
        return { kind: 'invalid_characters' };
      return { kind: FORMATS[issue.format ?? ''] ?? 'invalid_format' };
    case 'invalid_value':
      return { kind: 'not_one_of' };
    case 'unrecognized_keys':
      return { kind: 'unknown_key' };
    default:
      return { kind: 'invalid' };
  }
}

/** The value at a dotted or listed path of a parsed request part; undefined when absent. */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}
