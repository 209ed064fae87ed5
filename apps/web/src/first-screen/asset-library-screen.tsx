import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Asset } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { ResultsHeading } from '@/shared/ui/results-heading';
import { useAssetScopes } from '@/features/assets/api/get-asset-scopes';
import { useAssetTags } from '@/features/assets/api/get-asset-tags';
import { AssetGrid } from '@/features/assets/components/library/asset-grid';
import { LibraryHeading } from '@/features/assets/components/library/library-heading';
import { LibraryLayout } from '@/features/assets/components/library/library-layout';
import { LibraryToolbar } from '@/features/assets/components/library/library-toolbar';
import { ScopePanel } from '@/features/assets/components/library/scope-panel';
import { TagChips } from '@/features/assets/components/library/tag-chips';
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
    <ScopePanel scopes={scopes} current={null} path={[]} compact={compact} />
  );
  return (
    <Box component="section" aria-labelledby="asset-library-heading">
      <LibraryHeading path={[]} id="asset-library-heading" />
      <LibraryLayout
        toolbar={
          <Stack spacing={1.5}>
            <LibraryToolbar state={state} shown={assets.length} onSearch={noop} onSort={noop} />
            <TagChips tags={tags} selected={state.tags} onToggle={noop} onClear={noop} />
          </Stack>
        }
        side={<ByWidth small={side(true)} large={side(false)} />}
        results={
          <>
            <Box sx={{ height: 4, mb: 1 }} />
            {assets.length > 0 && (
              <Box aria-busy={false} sx={{ opacity: 1, transition: 'opacity 150ms' }}>
                <ResultsHeading>{t('nav.assets')}</ResultsHeading>
                <AssetGrid
                  assets={assets}
                  end={hasNextPage(assets.length) ? 'next' : 'end'}
                  loadingNext={false}
                  onNext={noop}
                  onPreview={noop}
                  drawAll
                  priorityCount={FIRST_PICTURES}
                />
              </Box>
            )}
          </>
        }
      />
    </Box>
  );
}
