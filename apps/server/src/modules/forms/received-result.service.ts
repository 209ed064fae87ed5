import type { ReceivedAnswer, SentValue } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { countryOptions } from '../orders/index.ts';
import { answerKind } from './form-answers.ts';
import { FORM_FOLDER } from '../../storage/keys.ts';
import {
  answerFileRow,
  answersOfResults,
  formNameRow,
  receivedFormRows,
  receivedResultRow,
  receivedResultRows,
  resultChunk,
  sheetFieldRows,
  type ReceivedResultFilter,
  type ReceivedResultRow,
} from './received-result.repository.ts';
import { optionNames, resultAnswerRows } from './sent-result.repository.ts';
import { describeAnswers, valueOf } from './sent-result.service.ts';

// Everyone's results for the operator console, which checks the role before calling any of these.

/** A result as the console lists it: the sender by id (the console names them). */
export interface ReceivedResultEntry {
  id: number;
  created_at: string;
  form: { id: number; name: string };
  user_id: number | null;
  answer_count: number;
}

const toEntry = (row: ReceivedResultRow): ReceivedResultEntry => ({
  id: row.id,
  created_at: new Date(row.created_at).toISOString(),
  form: { id: row.form_id, name: row.name ?? '' },
  user_id: row.user_id,
  answer_count: Number(row.answer_count ?? 0),
});

/** Every form, active or not, with how many results it holds. */
export async function receivedForms(db: Database, locale: RequestLocale) {
  return (await receivedFormRows(db, locale)).map((row) => ({
    id: row.id,
    name: row.name ?? '',
    active: row.status,
    results: Number(row.results ?? 0),
  }));
}

/** A page of everyone's results, with how many the filter finds. */
export async function receivedResults(db: Database, locale: RequestLocale, filter: ReceivedResultFilter) {
  const { rows, total } = await receivedResultRows(db, locale, filter);
  return { items: rows.map(toEntry), total };
}

/**
 * One result with its answers as its sender's own copy reads them (`describeAnswers`), in the
 * reader's language; each file with the link `link` makes for its answer. Undefined when there is
 * no such result.
 */
export async function receivedResult(
  db: Database,
  id: number,
  locale: RequestLocale,
  link: (answerId: number, name: string) => string,
): Promise<(ReceivedResultEntry & { answers: ReceivedAnswer[] }) | undefined> {
  const row = await receivedResultRow(db, id, locale);
  if (!row) return undefined;
  const rows = await resultAnswerRows(db, id, locale);
  // The grouped answers keep the file rows' order: the nth file is the nth file row.
  const fileRows = rows.filter((r) => r.file_name !== null);
  let next = 0;
  const answers = (await describeAnswers(db, rows, locale)).map((answer): ReceivedAnswer => {
    if (answer.value.kind !== 'files') return { field: answer.field, value: answer.value };
    const files = answer.value.files.map((file) => ({ ...file, url: link(fileRows[next++].id, file.name) }));
    return { field: answer.field, value: { kind: 'files', files } };
  });
  return { ...toEntry(row), answers };
}

/** Matches the keys `formFileKey` makes, so nothing else in the store is ever served as an answer's file. */
const FORM_FILE_KEY = new RegExp(`^${FORM_FOLDER}/[0-9a-f]{2}/[0-9a-f]{2}/[0-9a-f-]{36}\\.[a-z0-9]{1,5}$`);

/** A stored answer file: its key in the form files' folder, name and type; undefined for anything else. */
export async function answerFile(db: Database, answerId: number) {
  const row = await answerFileRow(db, answerId);
  if (!row?.storage_key || !FORM_FILE_KEY.test(row.storage_key)) return undefined;
  return {
    key: row.storage_key,
    name: row.file_name ?? 'file',
    type: row.content_type ?? 'application/octet-stream',
  };
}

/** A spreadsheet cell: a text, a number, yes or no, or nothing. */
export type SheetCell = string | number | boolean | null;

/** A form's results as a table: its fields' names, then a row per result, a chunk at a time. */
export interface ResultSheet {
  formName: string;
  /** The form's fields in its order (titles and descriptions left out), named in the reader's language. */
  fields: string[];
  /** Chunks of rows, oldest result first; each row's cells follow `fields`. */
  chunks(): AsyncGenerator<{ user_id: number | null; created_at: Date; cells: SheetCell[] }[]>;
}

const CHUNK = 500;

/** An answer as one cell: options, countries (named in the reader's language) and files joined. */
function cellOf(value: SentValue, countries: Map<string, string>): SheetCell {
  switch (value.kind) {
    case 'text':
      return value.text;
    case 'number':
      return value.number;
    case 'bool':
      return value.value;
    case 'options':
      return value.options.join(', ');
    case 'countries':
      return value.codes.map((code) => countries.get(code) ?? code).join(', ');
    case 'files':
      return value.files.map((file) => file.name).join(', ');
    case 'hidden':
      return null;
  }
}

/**
 * A form's results for an export: every field that takes an answer (retired ones too, which
 * results may still name), then the results a chunk of 500 at a time, so a form of any size is
 * written in bounded memory. Undefined when there is no such form.
 */
export async function resultSheet(
  db: Database,
  formId: number,
  locale: RequestLocale,
): Promise<ResultSheet | undefined> {
  const form = await formNameRow(db, formId, locale);
  if (!form) return undefined;
  const fields = (await sheetFieldRows(db, formId, locale)).filter(
    (f) => answerKind(f.field_type) !== 'static',
  );
  const names = await optionNames(db, { fields: fields.map((f) => f.id) }, locale);
  const countries = new Map(countryOptions(locale.language).map((c) => [c.alpha_code, c.name]));
  const column = new Map(fields.map((f, i) => [f.id, i]));
  return {
    formName: form.name ?? '',
    fields: fields.map((f) => f.name ?? ''),
    async *chunks() {
      for (let after = 0; ;) {
        const results = await resultChunk(db, formId, after, CHUNK);
        if (!results.length) return;
        const answers = await answersOfResults(
          db,
          results.map((r) => r.id),
        );
        const cells = new Map(results.map((r) => [r.id, fields.map((): SheetCell => null)]));
        for (const answer of answers) {
          const at = answer.field_id === null ? undefined : column.get(answer.field_id);
          if (at === undefined) continue;
          const row = cells.get(answer.result_id)!;
          if (answer.file_name !== null) {
            // A field's files are one cell, their names in the order they were sent.
            row[at] = row[at] === null ? answer.file_name : `${String(row[at])}, ${answer.file_name}`;
          } else {
            row[at] = cellOf(valueOf({ ...answer, field_type: fields[at].field_type }, names), countries);
          }
        }
        yield results.map((r) => ({
          user_id: r.user_id,
          created_at: new Date(r.created_at),
          cells: cells.get(r.id)!,
        }));
        after = results.at(-1)!.id;
      }
    },
  };
}
