import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer, ShareRequest } from '@vitrine/contract';
import { SHARE_PATH } from '@vitrine/contract/constants';
import { api, serverOrigin } from '@/shared/api/api-client';

/** POST SHARE_PATH: the server zips the files and mails the link in `locale`. */
export function shareCart(request: ShareRequest): Promise<MessageAnswer> {
  return api.post<MessageAnswer>(SHARE_PATH, request, { base: serverOrigin });
}

export function useShareCart() {
  return useMutation({ mutationFn: shareCart });
}
