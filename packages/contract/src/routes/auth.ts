import { z } from 'zod';
import {
  AccountRequest,
  MailRequest,
  PasswordChange,
  RegisterRequest,
  RegistrationConfirm,
  RegistrationGroupList,
  ResetLinkCheck,
  TokenAnswer,
  TokenRequest,
} from '../auth.ts';
import { MessageAnswer } from '../common.ts';
import { API_BASE } from '../paths.ts';
import { UserProfile } from '../profile.ts';
import { route } from './route.ts';

const tags = ['auth'];
const errors = [400, 403, 409, 429];

/** Accounts: signing in and out, password resets and changes, registration and account requests. */
export const authRoutes = {
  signIn: route({
    method: 'POST',
    base: API_BASE,
    path: '/public/auth/token',
    operationId: 'signIn',
    tags,
    summary: 'Sign in',
    body: TokenRequest,
    answer: TokenAnswer,
    errors,
  }),
  requestPasswordReset: route({
    method: 'POST',
    base: API_BASE,
    path: '/public/mail/request',
    operationId: 'requestPasswordReset',
    tags,
    summary: 'Mail a password reset link',
    body: MailRequest,
    answer: MessageAnswer,
  }),
  checkPasswordResetLink: route({
    method: 'POST',
    base: API_BASE,
    path: '/public/auth/reset/check',
    operationId: 'checkPasswordResetLink',
    tags,
    summary:
      'Check a password reset link before a new password is typed (reset_link_invalid when used, replaced or expired)',
    body: ResetLinkCheck,
    answer: MessageAnswer,
    errors,
  }),
  listRegistrationGroups: route({
    method: 'GET',
    base: API_BASE,
    path: '/public/user/register/groups',
    operationId: 'listRegistrationGroups',
    tags,
    summary: 'Groups open to registration',
    answer: RegistrationGroupList,
  }),
  requestAccount: route({
    method: 'POST',
    base: API_BASE,
    path: '/public/user/request',
    operationId: 'requestAccount',
    tags,
    summary: 'Request a company account',
    body: AccountRequest,
    answer: MessageAnswer,
    errors,
  }),
  register: route({
    method: 'POST',
    base: API_BASE,
    path: '/public/user/register',
    operationId: 'register',
    tags,
    summary:
      'Register into a group: mails a link that creates the account (the same answer for a known address)',
    body: RegisterRequest,
    answer: MessageAnswer,
    errors,
  }),
  confirmRegistration: route({
    method: 'POST',
    base: API_BASE,
    path: '/public/user/register/confirm',
    operationId: 'confirmRegistration',
    tags,
    summary: 'Create the account from the registration link; answers the signed-in user',
    body: RegistrationConfirm,
    answer: UserProfile,
    errors,
  }),
  changePassword: route({
    method: 'PATCH',
    base: API_BASE,
    path: '/private/profile/change',
    operationId: 'changePassword',
    tags: ['profile'],
    summary: 'Set a new password (the current one too, unless from a reset link); ends other sessions',
    body: PasswordChange,
    answer: TokenAnswer.extend({ message: z.string() }),
    errors: [400, 401, 403, 429],
  }),
  signOut: route({
    method: 'DELETE',
    base: API_BASE,
    path: '/private/auth/token',
    operationId: 'signOut',
    tags,
    summary: 'Sign out',
    answer: null,
  }),
};
