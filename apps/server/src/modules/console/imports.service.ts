import type { Readable } from 'node:stream';
import type {
  ConsoleImportList,
  ConsoleImportQuery,
  ConsoleImportRun,
  ConsoleImportStart,
  ConsoleImportStarter,
} from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Principal } from '../../lib/principal.ts';
import { requireAdministrator, userNames } from '../auth/index.ts';
import { recordChange, type Actor } from './audit.service.ts';
import type { BackgroundImports, ImportRecord, SentImport } from './background-imports.ts';
import { administrator } from './users.service.ts';

/** A file sent from the console: its body as it arrives, its name and what the query chose. */
export interface SentFile {
  body: Readable;
  name: string;
  choice: Pick<ConsoleImportStart, 'kind' | 'dryRun' | 'full'>;
}

/** The kind a file is imported as: a zip is a folder and only a zip is one; users come as CSV. */
function kindOf(kind: ConsoleImportStart['kind'], name: string): SentImport['kind'] {
  const zip = /\.zip$/i.test(name);
  if (kind === 'auto') return zip ? 'folder' : 'auto';
  if (kind === 'folder' && !zip) throw badRequest('A folder is sent as a .zip file', 'name');
  if (kind !== 'folder' && zip) throw badRequest('A .zip file is imported as a folder', 'kind');
  // The users import reads CSV only: another format would be refused line by line.
  if (kind === 'users' && !/\.csv$/i.test(name))
    throw badRequest('Users are imported from a CSV file', 'name');
  return kind;
}

/** Who started each import: an administrator by their name now, or an admin API token by its name. */
async function startersOf(deps: Deps, records: ImportRecord[]): Promise<(ConsoleImportStarter | null)[]> {
  const names = await userNames(
    deps.db,
    records.flatMap((r) => (r.userId === null ? [] : [r.userId])),
  );
  return records.map((record) => {
    if (record.userId !== null) {
      const name = names.get(record.userId);
      return {
        kind: 'user',
        id: record.userId,
        name: name ? `${name.first_name} ${name.last_name}`.trim() : '',
      };
    }
    return record.tokenName === null ? null : { kind: 'token', id: null, name: record.tokenName };
  });
}

/**
 * Stores a file sent by an administrator and queues its import, as the admin API does with a
 * pushed one; the start is written to the audit log with the import's record. Answers the run.
 */
export async function startConsoleImport(
  deps: Deps,
  imports: BackgroundImports,
  principal: Principal,
  file: SentFile,
): Promise<ConsoleImportRun> {
  let actor: Actor;
  let kind: SentImport['kind'];
  try {
    actor = await administrator(deps, principal);
    kind = kindOf(file.choice.kind, file.name);
  } catch (error) {
    // What is left unread of a refused body is drained, so the answer can go out.
    file.body.resume();
    throw error;
  }
  const options = { dryRun: file.choice.dryRun === 'true', full: file.choice.full === 'true' };
  const job = await imports.start(deps, {
    kind,
    name: file.name,
    body: file.body,
    options,
    by: { userId: actor.id },
    alongside: (db, id) =>
      recordChange(db, actor, {
        action: 'import.started',
        target: { kind: 'import', id, label: file.name },
        after: { kind, file: file.name, dry_run: options.dryRun, full: options.full },
      }),
  });
  const [startedBy] = await startersOf(deps, [{ job, userId: actor.id, tokenName: null }]);
  return { ...job, startedBy };
}

/** The imports of the last days (the console's and the admin API's), newest first. */
export async function importPage(
  deps: Deps,
  imports: BackgroundImports,
  principal: Principal,
  query: ConsoleImportQuery,
): Promise<ConsoleImportList> {
  await requireAdministrator(deps.db, principal);
  const { records, total } = await imports.list(deps, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const starters = await startersOf(deps, records);
  const items = records.map(({ job }, index) => {
    const { report, reports: _reports, ...row } = job;
    const totals = report && {
      read: report.read,
      created: report.created,
      updated: report.updated,
      unchanged: report.unchanged,
      rejected: report.rejected,
    };
    return { ...row, startedBy: starters[index], totals };
  });
  return { items, total };
}

/** One import, with its report when done. */
export async function importRun(
  deps: Deps,
  imports: BackgroundImports,
  principal: Principal,
  id: string,
): Promise<ConsoleImportRun> {
  await requireAdministrator(deps.db, principal);
  const record = await imports.read(deps, id);
  if (!record) throw notFound('No such import (finished ones are kept a week)');
  const [startedBy] = await startersOf(deps, [record]);
  return { ...record.job, startedBy };
}
