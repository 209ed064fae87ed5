import { DateOfBirth, Email, Gender, RequiredText } from '@vitrine/contract';
import { z } from 'zod';

/**
 * Spec 5 "Registration": names, e-mail and password required; gender and date of birth optional.
 * Built from the contract's pieces, without its password length rule, which the screen must not show.
 */
export const RegisterSchema = z.object({
  first_name: RequiredText(100),
  last_name: RequiredText(100),
  email: Email,
  password: z.string().min(1, 'Required').max(1024),
  gender: z.union([Gender, z.literal('')]),
  date_of_birth: z.union([z.literal(''), DateOfBirth]),
  registerGroup: z.number().int().nullable(),
});

export type RegisterValues = z.infer<typeof RegisterSchema>;
