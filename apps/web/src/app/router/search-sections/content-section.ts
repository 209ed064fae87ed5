import type { SearchSection } from '@/features/search/components/search-section-types';
import { ContentSearchPreview } from '@/features/contents/components/content-search-preview';
import { contentSearchPath } from '@/features/contents/lib/content-list-state';

/** The search page's contents: five cards; the content list reads `search`. */
export const contentSection: SearchSection = {
  id: 'contents',
  titleKey: 'nav.contents',
  listPath: contentSearchPath,
  Preview: ContentSearchPreview,
};
