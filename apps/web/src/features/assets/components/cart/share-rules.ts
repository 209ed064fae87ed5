export interface ShareConditions {
  itemCount: number;
  email: string;
  /** A download is being prepared. */
  preparing: boolean;
  sharing: boolean;
  /** Guests may download but not share (the server answers 403 guest_read_only). */
  guest: boolean;
}

/**
 * Spec 5: the share button is disabled while preparing or sharing, while the cart is empty, or
 * while the e-mail field is empty. The address format is left to the server.
 */
export function canShare({ itemCount, email, preparing, sharing, guest }: ShareConditions): boolean {
  return itemCount > 0 && email.trim() !== '' && !preparing && !sharing && !guest;
}
