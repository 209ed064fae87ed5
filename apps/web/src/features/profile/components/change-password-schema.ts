import { z } from 'zod';
import { NewPasswordInput } from '@/shared/forms/new-password-field';

// The new password is checked by the contract's rule, the one the server applies; whether it is a
// common password only the server knows (weak_password, shown at the field).
export const ChangePasswordSchema = z.object({
  current_password: z.string().min(1, 'Required').max(1024),
  password: NewPasswordInput,
});
export type ChangePasswordValues = z.infer<typeof ChangePasswordSchema>;
