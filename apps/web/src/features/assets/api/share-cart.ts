import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '@vitrine/contract';
import { downloadRoutes } from '@vitrine/contract/routes/downloads';
import type { RouteBody } from '@vitrine/contract/routes/route';
import { callRoute } from '@/shared/api/call-route';

/** The cart's files, the address to mail their zip to and the mail's language, as the contract takes them. */
export type CartShare = RouteBody<typeof downloadRoutes.shareCart>;

/** The server zips the files and mails the link in `locale`. */
export function shareCart(body: CartShare): Promise<MessageAnswer> {
  return callRoute(downloadRoutes.shareCart, { body });
}

export function useShareCart() {
  return useMutation({ mutationFn: shareCart });
}
