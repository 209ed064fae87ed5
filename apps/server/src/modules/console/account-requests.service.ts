import type {
  ApproveAccountRequest,
  ConsoleAccountRequest,
  ConsoleAccountRequestList,
  ConsoleAccountRequestQuery,
  RefuseAccountRequest,
} from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Principal } from '../../lib/principal.ts';
import { mailBody, mailText } from '../../mail/messages.ts';
import {
  decideAccountRequest,
  findAccountRequest,
  groupExists,
  insertInvitedUser,
  listAccountRequests,
  mailContextFor,
  requireAdministrator,
  sendInvitation,
  userNames,
  type AccountRequestRow,
  type MailContext,
} from '../auth/index.ts';
import { recordChange } from './audit.service.ts';
import { administrator } from './users.service.ts';
import { writeVisitRole } from './roles.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

async function toRequests(deps: Deps, rows: AccountRequestRow[]): Promise<ConsoleAccountRequest[]> {
  const names = await userNames(
    deps.db,
    rows.flatMap((r) => (r.decided_by === null ? [] : [r.decided_by])),
  );
  return rows.map((row) => {
    const payload = row.payload;
    const decider = row.decided_by === null ? undefined : names.get(row.decided_by);
    return {
      id: row.id,
      email: row.email,
      company: text(payload.company),
      first_name: text(payload.first_name),
      last_name: text(payload.last_name),
      locale: row.locale,
      details: Object.fromEntries(
        Object.entries(payload).flatMap(([key, value]) =>
          typeof value === 'string' && value ? [[key, value]] : [],
        ),
      ),
      status: row.status,
      created_at: new Date(row.created_at).toISOString(),
      decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
      decided_by:
        row.decided_by === null
          ? null
          : {
              id: row.decided_by,
              name: decider ? `${decider.first_name} ${decider.last_name}` : '',
              email: '',
            },
      decision_message: row.decision_message,
      user_id: row.user_id,
    };
  });
}

export async function requestPage(
  deps: Deps,
  principal: Principal,
  query: ConsoleAccountRequestQuery,
): Promise<ConsoleAccountRequestList> {
  await requireAdministrator(deps.db, principal);
  const { rows, total } = await listAccountRequests(deps.db, query);
  return { items: await toRequests(deps, rows), total };
}

/** A request as the console shows it, read again after its decision. */
async function requestById(deps: Deps, id: number): Promise<ConsoleAccountRequest> {
  return (await toRequests(deps, [(await findAccountRequest(deps.db, id))!]))[0];
}

/** An open request, or the answer why it cannot be decided. */
async function openRequest(deps: Deps, id: number): Promise<AccountRequestRow> {
  const request = await findAccountRequest(deps.db, id);
  if (!request) throw notFound('Account request not found', 'request_not_found');
  if (request.status !== 'open')
    throw conflict(`This request was ${request.status} already`, 'request_decided');
  return request;
}

const decidedMeanwhile = () =>
  conflict('Another administrator decided this request meanwhile', 'request_decided');

/**
 * Approves a request: the account is made in the chosen group, with the roles given, and the
 * applicant is mailed a link to set their password in the language they wrote in.
 */
export async function approveRequest(
  deps: Deps,
  principal: Principal,
  id: number,
  input: ApproveAccountRequest,
  context: MailContext,
  log: (error: unknown) => void,
): Promise<ConsoleAccountRequest> {
  const actor = await administrator(deps, principal);
  const request = await openRequest(deps, id);
  if (!(await groupExists(deps.db, input.group_id)))
    throw badRequest('There is no such group', 'group_id', 'unknown_group');
  const payload = request.payload;
  const person = {
    email: request.email,
    first_name: text(payload.first_name),
    last_name: text(payload.last_name),
    company: text(payload.company),
    group_id: input.group_id,
    is_admin: input.roles.includes('administrator'),
    locale: request.locale,
    street: text(payload.street),
    street_number: text(payload.street_number),
    zip_code: text(payload.zip_code),
    city: text(payload.city),
    country: text(payload.country) || null,
    phone_number: text(payload.phone_number),
  };
  const userId = await deps.db.transaction().execute(async (trx) => {
    const created = await insertInvitedUser(trx, person);
    if (created === undefined)
      throw conflict('This e-mail address has an account already', 'email_taken', 'email');
    await writeVisitRole(trx, created, input.roles);
    if (
      !(await decideAccountRequest(trx, id, {
        status: 'approved',
        decided_by: actor.id,
        decision_message: null,
        user_id: created,
      }))
    )
      throw decidedMeanwhile();
    await recordChange(trx, actor, {
      action: 'account_request.approved',
      target: { kind: 'account_request', id, label: request.email },
      before: { status: 'open' },
      after: { status: 'approved', user_id: created, group_id: input.group_id, roles: input.roles },
    });
    return created;
  });
  await sendInvitation(
    deps,
    { id: userId, email: request.email, first_name: person.first_name },
    'welcome',
    mailContextFor(context, request.locale),
  ).catch(log);
  return requestById(deps, id);
}

/** Refuses a request and tells the applicant, in their language, with the operator's message if any. */
export async function refuseRequest(
  deps: Deps,
  principal: Principal,
  id: number,
  input: RefuseAccountRequest,
  context: MailContext,
  log: (error: unknown) => void,
): Promise<ConsoleAccountRequest> {
  const actor = await administrator(deps, principal);
  const request = await openRequest(deps, id);
  const message = input.message?.trim() || null;
  await deps.db.transaction().execute(async (trx) => {
    if (
      !(await decideAccountRequest(trx, id, {
        status: 'refused',
        decided_by: actor.id,
        decision_message: message,
        user_id: null,
      }))
    )
      throw decidedMeanwhile();
    await recordChange(trx, actor, {
      action: 'account_request.refused',
      target: { kind: 'account_request', id, label: request.email },
      before: { status: 'open' },
      after: { status: 'refused', message },
    });
  });
  const { portal, locale } = mailContextFor(context, request.locale);
  const lang = locale.language;
  const paragraphs = [
    mailText(lang, 'greeting', { name: text(request.payload.first_name) }),
    mailText(lang, 'refused_body', { portal }),
    ...(message ? [mailText(lang, 'refused_message'), message] : []),
    mailText(lang, 'signature', { portal }),
  ];
  await deps.mailer
    .send({
      to: request.email,
      subject: mailText(lang, 'refused_subject', { portal }),
      ...mailBody(paragraphs, ''),
    })
    .catch(log);
  return requestById(deps, id);
}
