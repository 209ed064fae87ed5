import type {
  SentAnswer,
  SentResult,
  SentResultDetail,
  SentResultList,
  SentResultListQuery,
  SentValue,
} from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { UserPrincipal } from '../../lib/principal.ts';
import { answerKind } from './form-answers.ts';
import type { AnswerJson } from './form.tables.ts';
import { optionNames, resultAnswerRows, sentResultRow, sentResultRows } from './sent-result.repository.ts';

type ResultRow = { id: number; form_id: number; name: string | null; created_at: Date | string };
type AnswerRow = Awaited<ReturnType<typeof resultAnswerRows>>[number];

const toSentResult = (row: ResultRow): SentResult => ({
  id: row.id,
  form: { id: row.form_id, name: row.name ?? '' },
  created_at: new Date(row.created_at).toISOString(),
});

/**
 * What a person sent: their own results, newest first (also of forms since hidden after
 * completion, closed or made inactive: they are the person's record of what they said).
 */
export async function sentResults(
  db: Database,
  principal: UserPrincipal,
  locale: RequestLocale,
  query: SentResultListQuery,
): Promise<SentResultList> {
  const { rows, total } = await sentResultRows(db, principal.userId, locale, {
    formId: query.form,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { results: rows.map(toSentResult), total };
}

/** One of the person's results with its answers as sent, read-only; a 404 for anyone else's. */
export async function sentResult(
  db: Database,
  principal: UserPrincipal,
  locale: RequestLocale,
  id: number,
): Promise<SentResultDetail> {
  const row = await sentResultRow(db, principal.userId, id, locale);
  if (!row) throw notFound('Result not found');
  return {
    ...toSentResult(row),
    answers: await describeAnswers(db, await resultAnswerRows(db, id, locale), locale),
  };
}

/**
 * A result's answer rows as the reader reads them, one answer per field: option names in their
 * language, a field's files together (in the rows' order), values by what they hold.
 */
export async function describeAnswers(
  db: Database,
  rows: AnswerRow[],
  locale: RequestLocale,
): Promise<SentAnswer[]> {
  const optionIds = rows.flatMap((a) => {
    const value = a.value_json as AnswerJson | null;
    return value && typeof value === 'object' && !Array.isArray(value) ? value.options : [];
  });
  return groupAnswers(rows, await optionNames(db, { options: [...new Set(optionIds)] }, locale));
}

/** The answer rows as one answer per field: a field's files together, values by what they hold. */
function groupAnswers(rows: AnswerRow[], optionNames: Map<number, string>): SentAnswer[] {
  const answers: SentAnswer[] = [];
  for (const row of rows) {
    const field = { id: row.field_id!, name: row.name ?? '', field_type: row.field_type };
    const last = answers.at(-1);
    if (row.file_name !== null) {
      const file = { name: row.file_name, type: row.content_type ?? '', size: row.size ?? 0 };
      if (last?.field.id === field.id && last.value.kind === 'files') last.value.files.push(file);
      else answers.push({ field, value: { kind: 'files', files: [file] } });
      continue;
    }
    answers.push({ field, value: valueOf(row, optionNames) });
  }
  return answers;
}

/** What one stored answer holds; a password was sent but is never shown again. */
export function valueOf(
  row: Pick<AnswerRow, 'field_type' | 'value_json' | 'value_text'>,
  optionNames: Map<number, string>,
): SentValue {
  if (answerKind(row.field_type) === 'text' && row.field_type.trim().toLowerCase() === 'password')
    return { kind: 'hidden' };
  const value = row.value_json as AnswerJson | null;
  if (value === null) return { kind: 'text', text: row.value_text ?? '' };
  if (typeof value === 'number') return { kind: 'number', number: value };
  if (typeof value === 'boolean') return { kind: 'bool', value };
  if (Array.isArray(value)) return { kind: 'countries', codes: value };
  return {
    kind: 'options',
    options: [...value.options.map((id) => optionNames.get(id) ?? String(id)), ...value.custom],
  };
}
