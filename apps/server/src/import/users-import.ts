import path from 'node:path';
import { CountryCode, Email, Gender } from '@vitrine/contract';
import type { Database } from '../db/database.ts';
import { disableUsersAbsentFrom, upsertImportedUsers, type ImportedUser } from '../modules/auth/index.ts';
import { localeSettings } from '../modules/locales/index.ts';
import { hasControlCharacters, runImport } from './import-batches.ts';
import { readCsv } from './csv-reader.ts';
import { openImportFile } from './import-input.ts';
import type { ImportRun, KindImporter } from './import-kind.ts';
import { addRejections, emptyReport, keepFirstLines, type ImportReport } from './import-report.ts';
import type { Rejection } from './row-mapping.ts';

/** What a user row may set; anything else in the header refuses the file. */
const TEXT_COLUMNS = [
  'first_name',
  'last_name',
  'street',
  'street_number',
  'zip_code',
  'city',
  'phone_number',
];
const COLUMNS = new Set([
  'email',
  ...TEXT_COLUMNS,
  'group',
  'is_company',
  'country',
  'gender',
  'date_of_birth',
  'locale',
  'enabled',
]);
/** Never read from a file: accounts imported get no usable password. */
const SECRET = /pass(word)?|hash|token|secret/i;
const MAX_TEXT = 200;
const DEFAULT_BATCH = 500;
/** A row's account: its address and the columns of portal_user it writes. */
interface UserDraft extends ImportedUser {
  line: number;
}

const bool = (text: string): boolean | undefined =>
  ({ '1': true, true: true, yes: true, '0': false, false: false, no: false })[text.toLowerCase()];

/** A calendar date `YYYY-MM-DD` that exists, between 1900 and today. */
export function isPossibleBirthDate(text: string, today = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    year >= 1900 &&
    date.getTime() <= today.getTime()
  );
}

interface UserLookup {
  groups: Map<string, number>;
  locales: Set<string>;
}

/** One row to a draft, or its rejections. */
function mapUser(
  header: string[],
  fields: string[],
  line: number,
  lookup: UserLookup,
): { draft: UserDraft } | { rejections: Rejection[] } {
  const rejections: Rejection[] = [];
  const refuse = (column: string, reason: string) => rejections.push({ line, column, reason });
  const values: UserDraft['values'] = {};
  let email = '';
  header.forEach((column, i) => {
    const raw = fields[i] ?? '';
    if (hasControlCharacters(raw)) return refuse(column, 'the value holds a NUL or control character');
    const text = raw.trim();
    switch (column) {
      case 'email': {
        const parsed = Email.safeParse(text);
        if (!text) refuse(column, 'an e-mail address is required');
        else if (!parsed.success) refuse(column, `"${text}" is not an e-mail address`);
        else email = parsed.data;
        return;
      }
      case 'group': {
        if (!text) return void (values.group_id = null);
        const id = lookup.groups.get(text);
        if (id === undefined) return refuse(column, `unknown group "${text}"`);
        values.group_id = id;
        return;
      }
      case 'is_company':
      case 'enabled': {
        const value = text ? bool(text) : column === 'is_company' ? false : true;
        if (value === undefined) return refuse(column, `"${text}" is not 1, 0, true or false`);
        if (column === 'is_company') values.is_company = value;
        else values.disabled = !value;
        return;
      }
      case 'country': {
        if (!text) return void (values.country = null);
        const parsed = CountryCode.safeParse(text);
        if (!parsed.success) return refuse(column, `unknown country code "${text}"`);
        values.country = parsed.data;
        return;
      }
      case 'gender': {
        if (!text) return void (values.gender = null);
        const parsed = Gender.safeParse(text);
        if (!parsed.success) return refuse(column, `gender "${text}" is not Male or Female`);
        values.gender = parsed.data;
        return;
      }
      case 'date_of_birth':
        if (!text) return void (values.date_of_birth = null);
        if (!isPossibleBirthDate(text))
          return refuse(column, `"${text}" is not a possible date (YYYY-MM-DD)`);
        values.date_of_birth = text;
        return;
      case 'locale':
        if (!text) return void (values.locale = null);
        if (!lookup.locales.has(text)) return refuse(column, `unknown locale "${text}"`);
        values.locale = text;
        return;
      default:
        if ([...text].length > MAX_TEXT) return refuse(column, `longer than ${MAX_TEXT} characters`);
        values[column as 'first_name'] = text;
    }
  });
  if (rejections.length) return { rejections };
  return { draft: { line, email, values } };
}

/** Writes one batch: new users without a password, changed users where they changed. */
async function writeUsers(db: Database, drafts: UserDraft[], report: ImportReport) {
  const counts = await upsertImportedUsers(db, drafts);
  report.created += counts.created;
  report.updated += counts.updated;
  report.unchanged += counts.unchanged;
}

/** Users from a CSV file (see docs/import.md): never passwords, never a mail. */
export async function importUsers(
  deps: Parameters<KindImporter['run']>[0],
  file: string,
  options: ImportRun = {},
): Promise<ImportReport> {
  const name = path.basename(file);
  const report: ImportReport = { ...emptyReport(name, options.dryRun === true), kind: 'users' };
  if (options.full) report.archived = 0;
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const [groups, { codes }] = await Promise.all([
    deps.db.selectFrom('registration_group').select(['id', 'code']).execute(),
    localeSettings(deps.db),
  ]);
  const lookup: UserLookup = { groups: new Map(groups.map((g) => [g.code, g.id])), locales: new Set(codes) };
  const input = openImportFile(file, options);
  try {
    await runImport(deps, options.dryRun === true, async (inBatch) => {
      const records = readCsv(input.stream);
      const first = await records.next();
      if (first.done) return;
      const header = first.value.fields.map((f) => f.trim().toLowerCase());
      const headerRejections = header.flatMap((column): Rejection[] =>
        SECRET.test(column)
          ? [{ line: 1, column, reason: 'passwords are never imported: remove the column' }]
          : COLUMNS.has(column)
            ? []
            : [{ line: 1, column, reason: `unknown column "${column}"` }],
      );
      if (!header.includes('email'))
        headerRejections.push({ line: 1, column: 'email', reason: 'the header has no email column' });
      if (headerRejections.length) {
        // A file of another shape is refused whole: none of its rows are read.
        addRejections(report, headerRejections);
        return;
      }
      const seen = new Set<string>();
      const present = new Set<string>();
      let batch: UserDraft[] = [];
      const flush = async () => {
        const drafts = batch;
        batch = [];
        if (drafts.length) await inBatch((db) => writeUsers(db, drafts, report));
      };
      for await (const record of records) {
        report.read++;
        input.rowRead();
        const emailAt = header.indexOf('email');
        const email = (record.fields[emailAt] ?? '').trim().toLowerCase();
        if (email) present.add(email);
        const mapped = mapUser(header, record.fields, record.line, lookup);
        if ('rejections' in mapped) {
          addRejections(report, mapped.rejections);
          continue;
        }
        if (seen.has(mapped.draft.email)) {
          addRejections(report, [
            { line: record.line, column: 'email', reason: `duplicate e-mail "${email}" in the file` },
          ]);
          continue;
        }
        seen.add(mapped.draft.email);
        batch.push(mapped.draft);
        if (batch.length >= batchSize) await flush();
      }
      await flush();
      if (options.full) {
        if (!present.size) throw new Error(`${name}: a full import needs at least one user row`);
        report.archived = await inBatch((db) => disableUsersAbsentFrom(db, present));
      }
    });
  } finally {
    input.done();
  }
  keepFirstLines(report);
  return report;
}

/** Users in a CSV file named like `users.csv`, or whose header has `email` and a name column. */
export const usersImporter: KindImporter = {
  kind: 'users',
  detect: (file, header) =>
    header !== null &&
    header.includes('email') &&
    !header.includes('sku') &&
    (/users?[^/]*\.csv$/i.test(path.basename(file)) ||
      header.includes('first_name') ||
      header.includes('last_name')),
  run: importUsers,
};
