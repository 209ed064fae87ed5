import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Asset } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { ListHeading } from '@/shared/lists/list-heading';
import { ANSWERED, ListResults } from '@/shared/lists/list-results';
import { ListTreePanel } from '@/shared/lists/list-tree-panel';
import { useAssetScopes } from '@/features/assets/api/get-asset-scopes';
import { useAssetTags } from '@/features/assets/api/get-asset-tags';
import { AssetGrid } from '@/features/assets/components/library/asset-grid';
import { LibraryLayout } from '@/features/assets/components/library/library-layout';
import { LibraryToolbar } from '@/features/assets/components/library/library-toolbar';
import { TagChips } from '@/features/assets/components/library/tag-chips';
import { ASSET_PLACE } from '@/features/assets/lib/asset-list-place';
import { DEFAULT_ASSET_LIST_STATE, hasNextPage } from '@/features/assets/lib/asset-list-state';
import { ByWidth, FIRST_PICTURES, noop } from '@/shared/boot/by-width';

/**
 * The asset library's default view as the app draws it (AssetLibrary): heading, toolbar, tag row,
 * scope panel and the first page of cards, from the same components; the scope panel is folded on
 * phones, chosen by CSS at the app's breakpoint.
 */
export function AssetLibraryScreen({ assets }: { assets: Asset[] }) {
  const { t } = useTranslation();
  const scopes = useAssetScopes();
  const tags = useAssetTags(null);
  const state = DEFAULT_ASSET_LIST_STATE;
  const side = (compact: boolean) => (
    <ListTreePanel place={ASSET_PLACE} query={scopes} current={null} path={[]} compact={compact} />
  );
  return (
    <Box component="section" aria-labelledby="asset-library-heading">
      <ListHeading place={ASSET_PLACE} path={[]} id="asset-library-heading" />
      <LibraryLayout
        toolbar={
          <Stack spacing={1.5}>
            <LibraryToolbar state={state} shown={assets.length} onSearch={noop} onSort={noop} />
            <TagChips tags={tags} selected={state.tags} onToggle={noop} onClear={noop} />
          </Stack>
        }
        side={<ByWidth small={side(true)} large={side(false)} />}
        results={
          <ListResults
            query={ANSWERED}
            empty={assets.length === 0}
            updating={false}
            skeleton={null}
            heading={t('nav.assets')}
          >
            <AssetGrid
              assets={assets}
              end={hasNextPage(assets.length) ? 'next' : 'end'}
              loadingNext={false}
              onNext={noop}
              onPreview={noop}
              drawAll
              priorityCount={FIRST_PICTURES}
            />
          </ListResults>
        }
      />
    </Box>
  );
}
