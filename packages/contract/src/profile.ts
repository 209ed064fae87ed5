import { z } from 'zod';
import { DateOfBirth, Gender } from './auth.ts';
import { RequiredText } from './common.ts';

/** The signed-in user as the web app stores it under the `user` key. */
export const User = z.object({
  id: z.number().int().nullable(),
  token: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  data: z.object({ is_company: z.boolean(), country: z.string().nullable() }),
});
export type User = z.infer<typeof User>;

export const UserProfile = User.extend({
  email: z.string(),
  gender: Gender.nullable(),
  age: z.string().nullable(),
  street: z.string(),
  street_number: z.string(),
  zip_code: z.string(),
  city: z.string(),
  phone_number: z.string(),
  avatar: z.object({ id: z.string(), url: z.string() }).nullable(),
  guest: z.boolean(),
});
export type UserProfile = z.infer<typeof UserProfile>;

/** Profile form: every field required (spec 5). */
export const ProfileUpdate = z.strictObject({
  first_name: RequiredText(100),
  last_name: RequiredText(100),
  gender: Gender,
  age: DateOfBirth,
  street: RequiredText(200),
  street_number: RequiredText(20),
  zip_code: RequiredText(20),
  city: RequiredText(100),
  phone_number: RequiredText(40),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

export const ProfileMedia = z.object({ id: z.string(), url: z.string(), size: z.number(), type: z.string() });

export const FeatureList = z.object({ features: z.array(z.string()) });
export type FeatureList = z.infer<typeof FeatureList>;

export const Consent = z.object({ message: z.string().nullable(), status: z.boolean().nullable() });
export type Consent = z.infer<typeof Consent>;
export const ConsentRequest = z.strictObject({ consent: z.literal(true) });

export const CountryOption = z.object({ name: z.string(), alpha_code: z.string() });
export type CountryOption = z.infer<typeof CountryOption>;
export const CountryOptions = z.array(CountryOption);
