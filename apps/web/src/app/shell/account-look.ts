import { ACCOUNT_LOOK_KEY } from '@vitrine/contract/account-slot';
import { readText, writeJson } from '@/shared/storage/browser-storage';

/** How the avatar of a signed-in user is drawn; kept so a first screen draws it the same way. */
export interface AccountLook {
  id: number;
  initials: string;
  color: string;
  name: string;
}

/** Keeps the look the app drew (rewritten only when it changed); logout clears it with the rest. */
export function rememberAccountLook(look: AccountLook): void {
  const text = JSON.stringify(look);
  if (readText(ACCOUNT_LOOK_KEY) !== text) writeJson(ACCOUNT_LOOK_KEY, look);
}
