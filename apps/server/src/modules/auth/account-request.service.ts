import type { AccountRequest } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { mailText } from '../../mail/messages.ts';
import { insertAccountRequest } from './account-request.repository.ts';

const LABELS: [Exclude<keyof AccountRequest, 'locale'>, string][] = [
  ['company', 'Company'],
  ['vat_number', 'VAT number'],
  ['job_title', 'Job title'],
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['street', 'Street'],
  ['street_number', 'Number'],
  ['zip_code', 'Zip code'],
  ['city', 'City'],
  ['country', 'Country'],
  ['phone_number', 'Phone'],
  ['mobile_number', 'Mobile'],
  ['email', 'E-mail'],
];

/** Stores an account request, tells the provider's team and confirms to the applicant in their language. */
export async function submitAccountRequest(
  deps: Deps,
  input: AccountRequest,
  locale: RequestLocale,
  portal: string,
  log: (error: unknown) => void,
): Promise<void> {
  const { locale: _unused, ...payload } = input;
  await insertAccountRequest(deps.db, { email: input.email, payload, locale: locale.code });
  const lang = locale.language;
  const details = LABELS.filter(([key]) => payload[key]).map(
    ([key, label]) => `${label}: ${String(payload[key])}`,
  );
  // The request is stored; mail trouble must not make the applicant fill the form in again.
  void Promise.all([
    deps.mailer.send({
      to: deps.config.mailFrom,
      replyTo: input.email,
      subject: mailText('en', 'request_team_subject', { company: input.company }),
      text: details.join('\n'),
    }),
    deps.mailer.send({
      to: input.email,
      subject: mailText(lang, 'request_subject', { portal }),
      text: [
        mailText(lang, 'greeting', { name: input.first_name }),
        mailText(lang, 'request_body'),
        mailText(lang, 'signature', { portal }),
      ].join('\n\n'),
    }),
  ]).catch(log);
}
