import { useMutation } from '@tanstack/react-query';
import type { AccountRequest, MessageAnswer } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';

/** POST /public/user/request: an account request reviewed by the provider's team. */
export function requestAccount(body: AccountRequest): Promise<MessageAnswer> {
  return api.post<MessageAnswer>('/public/user/request', body, { token: null });
}

export function useRequestAccount() {
  return useMutation({ mutationFn: requestAccount });
}
