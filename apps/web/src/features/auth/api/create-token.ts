import { authRoutes } from '@vitrine/contract/routes/auth';
import { callRoute } from '@/shared/api/call-route';

/** What the sign-in form asks for; the e-mail goes as the username. */
export interface Credentials {
  email: string;
  password: string;
}

/** POST /public/auth/token: the e-mail is the username. A 401 here means wrong credentials, not an expired session. */
export function createToken({ email, password }: Credentials) {
  return callRoute(authRoutes.signIn, {
    body: { username: email, password },
    token: null,
    resetSessionOn401: false,
  });
}
