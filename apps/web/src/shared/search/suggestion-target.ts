import type { SuggestionOption } from './suggestion-options';

/** Where a chosen suggestion leads: a path inside the portal (without the locale) or an outside address. */
export type SuggestionTarget =
  { kind: 'path'; path: string; state?: PreviewAssetState } | { kind: 'external'; href: string };

/** Navigation state asking the asset library to open an asset's preview once it lists it. */
export interface PreviewAssetState {
  previewAsset: number;
}

/** The asset id a navigation's state asks the library to preview, if any. */
export function previewAssetOf(state: unknown): number | null {
  const id =
    typeof state === 'object' && state !== null ? (state as { previewAsset?: unknown }).previewAsset : null;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** An outside address the portal may open: http(s) only, never script or data addresses. */
export function safeExternalLink(link: string | null | undefined): string | null {
  const text = link?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * What opening a suggestion does: a product's detail page; the asset library searching for the
 * asset's name, with its preview asked for; a content's page, or its outside link when it has one
 * (as the content cards do).
 */
export function suggestionTarget(option: SuggestionOption): SuggestionTarget {
  switch (option.section) {
    case 'products':
      return { kind: 'path', path: `/products/detail/${option.item.id}` };
    case 'assets': {
      // The library's own address rule (assets feature) writes `search` the same way.
      const query = new URLSearchParams({ search: option.item.name.trim().slice(0, 200) });
      return { kind: 'path', path: `/asset/list?${query}`, state: { previewAsset: option.item.id } };
    }
    case 'contents': {
      const href = safeExternalLink(option.item.link);
      return href ? { kind: 'external', href } : { kind: 'path', path: `/contents/detail/${option.item.id}` };
    }
  }
}
