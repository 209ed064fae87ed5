/** What the box knows when a key is pressed, and what it can do about it. */
export interface KeyContext {
  /** The suggestion list is open. */
  open: boolean;
  text: string;
  /** A row is active (the arrow keys are on it). */
  active: boolean;
  onSubmit: (text: string) => void;
  onClear?: () => void;
  onEscape?: () => void;
}

/**
 * The keys the box handles itself before MUI's Autocomplete, which moves through the rows
 * (wrapping), opens the active one on Enter, submits typed text on Enter and closes the list on
 * Escape. Left to the box: Escape with the list closed (the top bar closes its box, a list box
 * clears its text, as a native search box does) and Enter in an empty box, which MUI ignores but a
 * search box submits. Null leaves the key to MUI.
 */
export function ownKeyAction(key: string, context: KeyContext): (() => void) | null {
  const { open, text, active, onSubmit, onClear, onEscape } = context;
  if (key === 'Escape' && !open) return onEscape ?? (text && onClear ? onClear : null);
  if (key === 'Enter' && !text.trim() && !active) return () => onSubmit('');
  return null;
}
