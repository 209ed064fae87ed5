import { useEffect, useLayoutEffect, useReducer, type RefObject } from 'react';

/**
 * Keeps MUI's Autocomplete from dropping the active row, and lets the row say it is active.
 *
 * MUI re-syncs its highlight on the first render after its rows change and, with no value chosen,
 * resets it: a later render for any reason (the list's own search arriving) would take the row
 * away from under the arrow keys. Drawing that render at once, before anyone can press a key,
 * leaves later renders nothing to re-sync. MUI marks the active row only in the input's
 * aria-activedescendant; each row's aria-selected follows it (the WAI-ARIA combobox pattern).
 */
export function useOptionSync(
  input: RefObject<HTMLInputElement | null>,
  listboxId: string,
  rows: readonly unknown[],
  open: boolean,
): void {
  const [, settle] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => settle(), [rows, open]);

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const mark = () => {
      const active = element.getAttribute('aria-activedescendant');
      for (const option of document.querySelectorAll(`[id="${listboxId}"] [role="option"]`))
        option.setAttribute('aria-selected', String(option.id === active));
    };
    const observer = new MutationObserver(mark);
    observer.observe(element, { attributes: true, attributeFilter: ['aria-activedescendant'] });
    return () => observer.disconnect();
  }, [input, listboxId]);
}
