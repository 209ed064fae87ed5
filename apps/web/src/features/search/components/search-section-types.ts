import type { ComponentType } from 'react';

export interface SearchPreviewProps {
  query: string;
  onMore?: (more: boolean) => void;
}

/**
 * One result block of the search page, given by the app from the feature that owns it (features
 * never import each other): its heading, the address of its full list, and the preview itself.
 */
export interface SearchSection {
  id: string;
  /** Translation key of the block's heading and toggle label. */
  titleKey: string;
  /** The in-app path (without the locale) of the full list searching for the text. */
  listPath: (query: string) => string;
  /**
   * The preview for a committed search text ('' for the default view); it reports whether the full
   * list has more than it shows, so "Show all" is offered only then.
   */
  Preview: ComponentType<SearchPreviewProps>;
}
