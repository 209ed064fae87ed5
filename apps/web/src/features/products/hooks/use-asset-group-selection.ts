import { useCallback, useMemo, useState } from 'react';

export interface AssetGroupSelection {
  checked: ReadonlySet<string>;
  toggle: (name: string) => void;
  /** Checks every group, or none. */
  setAll: (on: boolean) => void;
}

/** The quick-download checkboxes of the assets tab: one per group, by group name. */
export function useAssetGroupSelection(names: readonly string[]): AssetGroupSelection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // Names that no longer exist (the answer changed) drop out on their own.
  const checked = useMemo(() => new Set(names.filter((name) => chosen.has(name))), [names, chosen]);
  const toggle = useCallback((name: string) => {
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  }, []);
  const setAll = useCallback((on: boolean) => setChosen(new Set(on ? names : [])), [names]);
  return { checked, toggle, setAll };
}
