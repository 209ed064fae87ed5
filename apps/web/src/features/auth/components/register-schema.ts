import { DateOfBirth, Email, Gender, RequiredText } from '@vitrine/contract';
import { z } from 'zod';
import { NewPasswordInput } from '@/shared/forms/new-password-field';

/**
 * Spec 5 "Registration": names, e-mail and password required; gender and date of birth optional.
 * Built from the contract's pieces; the password is checked by the rule the server applies.
 */
export const RegisterSchema = z.object({
  first_name: RequiredText(100),
  last_name: RequiredText(100),
  email: Email,
  password: NewPasswordInput,
  gender: z.union([Gender, z.literal('')]),
  date_of_birth: z.union([z.literal(''), DateOfBirth]),
  registerGroup: z.number().int().nullable(),
});

export type RegisterValues = z.infer<typeof RegisterSchema>;
