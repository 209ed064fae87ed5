import { useState } from 'react';
import { useLocation } from 'react-router';
import type { Asset } from '@vitrine/contract';
import { previewAssetOf } from '@/shared/search/suggestion-target';

/**
 * Opens the preview a navigation asked for (a chosen search suggestion: the library searching for
 * the asset's name) once the list shows that asset; once per navigation, so closing it is final.
 */
export function useWantedPreview(listed: readonly Asset[] | undefined, open: (asset: Asset) => void): void {
  const { key, state } = useLocation();
  const wanted = previewAssetOf(state);
  const [done, setDone] = useState<string | null>(null);
  if (wanted === null || done === key || !listed) return;
  const asset = listed.find((a) => a.id === wanted);
  // Set while drawing (React's pattern for state that follows props): no frame without the preview.
  if (asset) {
    setDone(key);
    open(asset);
  }
}
