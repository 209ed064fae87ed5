import { z } from 'zod';
import { Email, Id, isIsoDateTime, RequiredText, ShortText } from './common.ts';
import { CountryCode } from './orders.ts';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from './password-rule.ts';

/** A new password under the one rule of password-rule.ts; common ones are refused server-side. */
export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

export const TokenRequest = z
  .strictObject({
    username: z.string().trim().min(1).max(254),
    password: z.string().min(1).max(1024),
  })
  .meta({ examples: [{ username: 'demo@vitrine.example', password: 'showroom-demo-2026' }] });
export const TokenAnswer = z
  .object({ token: z.string() })
  .meta({ examples: [{ token: '3f9c0d6e8a7b4c21b5e0f1a2d3c4b5a6e7f8091a2b3c4d5e6f708192a3b4c5d6' }] });
export type TokenAnswer = z.infer<typeof TokenAnswer>;

export const MailRequest = z.strictObject({ email: Email, locale: z.string().max(10).optional() });

export const Gender = z.enum(['Male', 'Female']);
export type Gender = z.infer<typeof Gender>;

/** ISO date-time with offset (YYYY-MM-DDTHH:mm:ss+hh:mm) or a plain date: a real one, 1900 to 2100. */
export const DateOfBirth = z
  .string()
  .max(40)
  .refine((s) => {
    const year = Number(s.slice(0, 4));
    return isIsoDateTime(s) && year >= 1900 && year <= 2100;
  }, 'Invalid date');

export const RegistrationGroup = z.object({ id: z.number().int(), name: z.string() });
export type RegistrationGroup = z.infer<typeof RegistrationGroup>;
export const RegistrationGroupList = z.array(RegistrationGroup);

/** Registration inputs; the server ignores anything else (no role or group escalation). */
export const RegisterRequest = z.object({
  first_name: RequiredText(100),
  last_name: RequiredText(100),
  username: Email.optional(),
  email: Email,
  password: NewPassword,
  gender: Gender.nullish().or(z.literal('')),
  age: DateOfBirth.nullish().or(z.literal('')),
  hidden: z.unknown().optional(),
  registerGroup: Id.nullish(),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const AccountRequest = z.strictObject({
  company: RequiredText(200),
  vat_number: RequiredText(50),
  job_title: ShortText(100).optional(),
  first_name: RequiredText(100),
  last_name: RequiredText(100),
  street: RequiredText(200),
  street_number: RequiredText(20),
  zip_code: RequiredText(20),
  city: RequiredText(100),
  /** A country of the options list (its alpha code), or empty when the list could not be shown. */
  country: CountryCode.or(z.literal('')).optional(),
  phone_number: RequiredText(40),
  mobile_number: ShortText(40).optional(),
  email: Email,
  gender: ShortText(20).optional(),
  organisation: ShortText(200).optional(),
  age: ShortText(40).optional(),
  function: ShortText(100).optional(),
  locale: z.string().max(10).optional(),
});
export type AccountRequest = z.infer<typeof AccountRequest>;

/** A new password; outside the reset link the current one proves it is the account's owner. */
export const PasswordChange = z.strictObject({
  password: NewPassword,
  current_password: z.string().min(1).max(1024).optional(),
});
export type PasswordChange = z.infer<typeof PasswordChange>;

/** The token from the registration mail's link; answered with the new, signed-in user. */
export const RegistrationConfirm = z.strictObject({ token: z.string().trim().min(1).max(200) });
export type RegistrationConfirm = z.infer<typeof RegistrationConfirm>;

/** The token of a password reset link, checked when its page opens. */
export const ResetLinkCheck = z.strictObject({ token: z.string().trim().min(1).max(200) });
export type ResetLinkCheck = z.infer<typeof ResetLinkCheck>;
