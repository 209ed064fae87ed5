import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer, ShareRequest } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';
import { CART_API_BASE } from './prepare-download';

/** POST /pim/asset/asset/share: the server zips the files and mails the link in `locale`. */
export function shareCart(request: ShareRequest): Promise<MessageAnswer> {
  return api.post<MessageAnswer>('/share', request, { base: CART_API_BASE });
}

export function useShareCart() {
  return useMutation({ mutationFn: shareCart });
}
