/** Spec 9: asset names longer than this are cut and end in an ellipsis. */
export const NAME_LIMIT = 45;

/**
 * The name as a card shows it: at most 45 characters plus '…'. Counted in code points, so an
 * emoji or an accented letter written as a pair is never cut in half.
 */
export function truncateName(name: string, limit = NAME_LIMIT): string {
  const chars = Array.from(name);
  return chars.length > limit ? `${chars.slice(0, limit).join('')}…` : name;
}
