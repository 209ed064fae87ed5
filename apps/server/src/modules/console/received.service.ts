import {
  RECEIVED_LINK_TTL_MS,
  type ConsolePerson,
  type ReceivedExportQuery,
  type ReceivedForm,
  type ReceivedPerson,
  type ReceivedReport,
  type ReceivedReportList,
  type ReceivedReportQuery,
  type ReceivedResult,
  type ReceivedResultList,
  type ReceivedResultQuery,
  type ReportState,
  type ReportStateChange,
  type UrlAnswer,
} from '@vitrine/contract';
import { consoleReceivedRoutes as routes, routePath } from '@vitrine/contract/routes';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { Principal } from '../../lib/principal.ts';
import { signedUrl } from '../../lib/signing.ts';
import { peopleMatching, personCards, requireAdministrator, userNames } from '../auth/index.ts';
import { portalTimeZone, signingKey } from '../config/index.ts';
import { receivedForms, receivedResult, receivedResults, resultSheet } from '../forms/index.ts';
import {
  lockReport,
  receivedReportRow,
  receivedReportRows,
  updateReportState,
  type ReceivedReportRow,
} from '../reports/index.ts';
import { recordChange } from './audit.service.ts';
import { administrator } from './users.service.ts';

// What people sent — form results and reports — for the operator console's administrators.

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Who sent each of `ids`, as their accounts say now. */
async function senders(deps: Deps, ids: (number | null)[]) {
  const cards = await personCards(
    deps.db,
    ids.flatMap((id) => (id === null ? [] : [id])),
  );
  return (id: number | null): ReceivedPerson | null => {
    const card = id === null ? undefined : cards.get(id);
    return card ? { id: id!, name: card.name, email: card.email, company: card.company } : null;
  };
}

/** What a list's query narrows by: the people it names, its days in the portal's zone, its page. */
async function listFilter(deps: Deps, query: ReceivedResultQuery | ReceivedReportQuery) {
  return {
    people: query.q ? peopleMatching(deps.db, query.q) : undefined,
    from: query.from,
    to: query.to,
    timeZone: await portalTimeZone(deps),
    dir: query.dir,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
}

/** Every form, with how many results it holds (the forms to filter and export by). */
export async function receivedFormList(
  deps: Deps,
  principal: Principal,
  locale: RequestLocale,
): Promise<ReceivedForm[]> {
  await requireAdministrator(deps.db, principal);
  return receivedForms(deps.db, locale);
}

/** A page of everyone's form results, each with its sender. */
export async function resultPage(
  deps: Deps,
  principal: Principal,
  query: ReceivedResultQuery,
  locale: RequestLocale,
): Promise<ReceivedResultList> {
  await requireAdministrator(deps.db, principal);
  const { items, total } = await receivedResults(deps.db, locale, {
    ...(await listFilter(deps, query)),
    formId: query.form,
  });
  const sender = await senders(
    deps,
    items.map((i) => i.user_id),
  );
  return {
    items: items.map(({ user_id, ...item }) => ({ ...item, person: sender(user_id) })),
    total,
  };
}

/**
 * One form result with every answer, its files behind links signed for this administrator: they
 * work for RECEIVED_LINK_TTL_MS and only while the administrator still is one.
 */
export async function resultDetail(
  deps: Deps,
  principal: Principal,
  id: number,
  locale: RequestLocale,
): Promise<ReceivedResult> {
  const adminId = await requireAdministrator(deps.db, principal);
  const key = await signingKey(deps.db);
  const expires = Math.floor((Date.now() + RECEIVED_LINK_TTL_MS) / 1000) * 1000;
  const result = await receivedResult(deps.db, id, locale, (answer, name) =>
    signedUrl(
      key,
      routePath(routes.downloadReceivedFile, { by: adminId, answer, name }),
      RECEIVED_LINK_TTL_MS,
    ),
  );
  if (!result) throw notFound('Result not found');
  const { user_id, ...rest } = result;
  const sender = await senders(deps, [user_id]);
  return { ...rest, person: sender(user_id), links_expire_at: new Date(expires).toISOString() };
}

/** A file name people recognise: the form's name and the day, e.g. display-check-2026-11-22.xlsx. */
function exportName(formName: string, formId: number, format: string): string {
  const slug = formName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${slug || `form-${formId}`}-${new Date().toISOString().slice(0, 10)}.${format}`;
}

/**
 * A link to every result of one form as XLSX or CSV, in the administrator's language, written
 * while it downloads (see received-export.ts); the export is written to the audit log.
 */
export async function exportLink(
  deps: Deps,
  principal: Principal,
  formId: number,
  query: ReceivedExportQuery,
  locale: RequestLocale,
): Promise<UrlAnswer> {
  const actor = await administrator(deps, principal);
  const sheet = await resultSheet(deps.db, formId, locale);
  if (!sheet) throw notFound('Form not found', 'form_not_found');
  await recordChange(deps.db, actor, {
    action: 'form_results.exported',
    target: { kind: 'form', id: formId, label: sheet.formName },
    after: { format: query.format },
  });
  const path = routePath(routes.downloadReceivedExport, {
    by: actor.id,
    locale: locale.code,
    form: formId,
    name: exportName(sheet.formName, formId, query.format),
  });
  return { url: signedUrl(await signingKey(deps.db), path, RECEIVED_LINK_TTL_MS) };
}

/** The reports' rows with their senders and the administrators who read and answered them. */
async function toReports(deps: Deps, rows: ReceivedReportRow[]) {
  const sender = await senders(
    deps,
    rows.map((r) => r.user_id),
  );
  const names = await userNames(
    deps.db,
    rows.flatMap((r) => [r.read_by, r.answered_by].flatMap((id) => (id === null ? [] : [id]))),
  );
  const admin = (id: number | null): ConsolePerson | null => {
    const name = id === null ? undefined : names.get(id);
    return name ? { id, name: `${name.first_name} ${name.last_name}`.trim(), email: '' } : null;
  };
  return rows.map((row): ReceivedReport => ({
    id: row.id,
    created_at: iso(row.created_at)!,
    person: sender(row.user_id),
    subject: row.name,
    description: row.description,
    state: row.state,
    read_at: iso(row.read_at),
    read_by: admin(row.read_by),
    answered_at: iso(row.answered_at),
    answered_by: admin(row.answered_by),
  }));
}

/** A page of everyone's reports, each with its sender and how far its handling went. */
export async function reportPage(
  deps: Deps,
  principal: Principal,
  query: ReceivedReportQuery,
): Promise<ReceivedReportList> {
  await requireAdministrator(deps.db, principal);
  const { rows, total } = await receivedReportRows(deps.db, {
    ...(await listFilter(deps, query)),
    state: query.state,
  });
  const reports = await toReports(deps, rows);
  return { items: reports.map(({ description: _, ...row }) => row), total };
}

const reportNotFound = () => notFound('Report not found');

/** One report with its description. */
export async function reportDetail(deps: Deps, principal: Principal, id: number): Promise<ReceivedReport> {
  await requireAdministrator(deps.db, principal);
  const row = await receivedReportRow(deps.db, id);
  if (!row) throw reportNotFound();
  return (await toReports(deps, [row]))[0];
}

const STEP: Record<ReportState, number> = { new: 0, read: 1, answered: 2 };

/**
 * Moves a report forward: new → read → answered (answered from new is read as well), with who and
 * when, written to the audit log in the same transaction. A report never goes back: a state it has
 * or has passed changes nothing (the first time's who and when kept, nothing logged), so two
 * administrators marking it at once end with one change.
 */
export async function changeReportState(
  deps: Deps,
  principal: Principal,
  id: number,
  change: ReportStateChange,
): Promise<ReceivedReport> {
  const actor = await administrator(deps, principal);
  await deps.db.transaction().execute(async (trx) => {
    const report = await lockReport(trx, id);
    if (!report) throw reportNotFound();
    if (STEP[report.state] >= STEP[change.state]) return;
    const now = new Date();
    await updateReportState(trx, id, {
      state: change.state,
      ...(report.state === 'new' ? { read_at: now, read_by: actor.id } : {}),
      ...(change.state === 'answered' ? { answered_at: now, answered_by: actor.id } : {}),
    });
    await recordChange(trx, actor, {
      action: `report.${change.state}`,
      target: { kind: 'report', id, label: report.name },
      before: { state: report.state },
      after: { state: change.state },
    });
  });
  return reportDetail(deps, principal, id);
}
