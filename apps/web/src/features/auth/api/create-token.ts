import type { TokenAnswer } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';

export interface Credentials {
  email: string;
  password: string;
}

/** POST /public/auth/token: the e-mail is the username. A 401 here means wrong credentials, not an expired session. */
export function createToken({ email, password }: Credentials): Promise<TokenAnswer> {
  return api.post<TokenAnswer>(
    '/public/auth/token',
    { username: email, password },
    { token: null, resetSessionOn401: false },
  );
}
