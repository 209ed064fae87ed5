import { NewPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@vitrine/contract';
import { z } from 'zod';

/**
 * A new password in a form: "Required" while empty, then the contract's own length rule, the one the
 * server checks. Whether it is a common password only the server knows (it answers `weak_password`).
 */
export const NewPasswordInput = z.string().min(1, 'Required').pipe(NewPassword);

/** The bounds the rule's texts name (auth.password_rule.*). */
export const PASSWORD_RULE = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
