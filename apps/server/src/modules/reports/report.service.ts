import type { Report, ReportListQuery } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { UserPrincipal } from '../../lib/principal.ts';
import { userProfileRow, isAdminUser } from '../auth/index.ts';
import { mailOperators } from './operator-mail.ts';
import { getReport, insertReport, listReports } from './report.repository.ts';

type Row = Awaited<ReturnType<typeof insertReport>>;
const toReport = (row: Row): Report => ({
  id: row.id,
  name: row.name,
  description: row.description,
  created: Math.floor(new Date(row.created_at).getTime() / 1000),
  portal_user: { id: row.user_id },
});

/**
 * Stores feedback for the signed-in user (the portal_user sent by the client is not trusted) and
 * mails it to the operators.
 */
export async function createReport(
  deps: Deps,
  principal: UserPrincipal,
  name: string,
  description: string,
  log: (error: unknown) => void,
) {
  const row = await insertReport(deps.db, { user_id: principal.userId, name, description });
  if (deps.config.operatorEmail) {
    void userProfileRow(deps.db, principal.userId)
      .then((user) => {
        const from = user ? `${user.first_name} ${user.last_name}`.trim() : `User ${principal.userId}`;
        mailOperators(
          deps,
          {
            subject: `Report: ${name}`,
            replyTo: user?.email,
            lines: [
              `Report ${row.id} from ${from}${user ? ` <${user.email}>` : ''}`,
              `Sent: ${new Date(row.created_at).toISOString()}`,
              '',
              name,
              '',
              description,
            ],
          },
          log,
        );
      })
      .catch(log);
  }
  return toReport(row);
}

/** A report for its author or an administrator; a 404 for anyone else. */
export async function findReport(deps: Deps, principal: UserPrincipal, id: number) {
  const admin = await isAdminUser(deps.db, principal.userId);
  const row = await getReport(deps.db, id, admin ? null : principal.userId);
  if (!row) throw notFound('Report not found');
  return toReport(row);
}

/** The user's own reports, or every report for an administrator unless `mine`; newest first. */
export async function reportList(deps: Deps, principal: UserPrincipal, query: ReportListQuery) {
  const everyone = query.mine !== 'true' && (await isAdminUser(deps.db, principal.userId));
  const rows = await listReports(
    deps.db,
    everyone ? null : principal.userId,
    query.limit,
    (query.page - 1) * query.limit,
  );
  return rows.map(toReport);
}
