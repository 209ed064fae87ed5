import type { SearchSection } from '@/features/search/components/search-section-types';
import { AssetSearchPreview } from '@/features/assets/components/search/asset-search-preview';
import { assetSearchPath } from '@/features/assets/lib/asset-list-state';

/** The search page's assets: the 4 latest or 8 matching; the library reads `search`. */
export const assetSection: SearchSection = {
  id: 'assets',
  titleKey: 'nav.assets',
  listPath: assetSearchPath,
  Preview: AssetSearchPreview,
};
