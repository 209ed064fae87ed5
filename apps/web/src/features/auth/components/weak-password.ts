import { ApiError } from '@/shared/api/api-error';

/** True for the server's refusal of a common password (shown at the password field). */
export const isWeakPassword = (error: unknown) => error instanceof ApiError && error.code === 'weak_password';
