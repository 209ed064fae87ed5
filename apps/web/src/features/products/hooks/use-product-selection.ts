import { useCallback, useMemo, useState } from 'react';

export interface ProductSelection {
  ids: ReadonlySet<number>;
  toggle: (id: number) => void;
  /** Selects (on) or deselects (off) several at once, e.g. a whole page. */
  setMany: (ids: number[], on: boolean) => void;
  clear: () => void;
}

/** Products picked for the export (spec 2 "multi-select"), kept across pages until cleared. */
export function useProductSelection(): ProductSelection {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback((id: number) => {
    setIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const setMany = useCallback((list: number[], on: boolean) => {
    setIds((current) => {
      const next = new Set(current);
      for (const id of list) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setIds(new Set()), []);
  return useMemo(() => ({ ids, toggle, setMany, clear }), [ids, toggle, setMany, clear]);
}
