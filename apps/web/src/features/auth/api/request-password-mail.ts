import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';

export interface PasswordMailRequest {
  email: string;
  /** Server locale code, so the mail and its reset link use the visitor's language. */
  locale: string;
}

/** POST /public/mail/request: sends a password reset link. */
export function requestPasswordMail(body: PasswordMailRequest): Promise<MessageAnswer> {
  return api.post<MessageAnswer>('/public/mail/request', body);
}

export function useRequestPasswordMail() {
  return useMutation({ mutationFn: requestPasswordMail });
}
