import { useEffect } from 'react';

/**
 * Tells a parent a value its child learned (a preview: whether its list has more than it shows),
 * once it is known and whenever it changes; undefined while it is not known yet.
 */
export function useReport<T>(value: T | undefined, report: ((value: T) => void) | undefined): void {
  useEffect(() => {
    if (value !== undefined) report?.(value);
  }, [value, report]);
}
