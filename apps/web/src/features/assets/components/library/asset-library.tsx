import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { Asset } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { ListHeading } from '@/shared/lists/list-heading';
import { ListResults } from '@/shared/lists/list-results';
import { ListSortDialog } from '@/shared/lists/list-sort-dialog';
import { ListTreePanel } from '@/shared/lists/list-tree-panel';
import { findTreePath } from '@/shared/lists/tree-path';
import { ErrorState } from '@/shared/ui/error-state';
import { useShowAppWhen } from '@/shared/boot/first-screen';
import { useAssetScopes } from '../../api/get-asset-scopes';
import { useAssetTags } from '../../api/get-asset-tags';
import { assetListKey, assetsQueryOptions } from '../../api/get-assets';
import { ASSET_PLACE, ASSET_SORT } from '../../lib/asset-list-place';
import { toggleTag } from '../../lib/asset-list-state';
import { useAssetListState } from '../../hooks/use-asset-list-state';
import { useWantedPreview } from '../../hooks/use-wanted-preview';
import { AssetGrid, AssetGridSkeleton } from './asset-grid';
import { AssetPreview } from './asset-preview';
import { LibraryLayout } from './library-layout';
import { LibraryToolbar } from './library-toolbar';
import { TagChips } from './tag-chips';

/**
 * The asset library of spec 2: scope tree, search, tag chips, sort and a grid that grows a page at a
 * time. Settings live in the URL; mounted anew per scope, so another scope starts from scratch.
 */
export function AssetLibrary({ scope }: { scope: string | null }) {
  const { data, ...controls } = useLibraryModel(scope);
  // Server answers redraw the page from a deferred copy, in slices (a transition) rather than one
  // long task; what the visitor does stays urgent.
  return <LibraryView {...controls} data={useDeferredValue(data)} />;
}

type LibraryModel = ReturnType<typeof useLibraryModel>;

/** The library's state, server data and handlers. */
function useLibraryModel(scope: string | null) {
  const queryClient = useQueryClient();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [state, update] = useAssetListState();
  const [sorting, setSorting] = useState(false);
  const [preview, setPreview] = useState<Asset | null>(null);
  const scopes = useAssetScopes();
  const tags = useAssetTags(scope);
  const path = useMemo(() => findTreePath(scopes.data ?? [], scope), [scopes.data, scope]);

  const { search, tags: tagIds, orderBy, orderDir } = state;
  const params = useMemo(
    () => ({ scope, search, tags: tagIds, orderBy, orderDir }),
    [scope, search, tagIds, orderBy, orderDir],
  );
  // The previous list stays on screen (dimmed) while another search, tag or order loads.
  const assets = useInfiniteQuery({ ...assetsQueryOptions(params), placeholderData: keepPreviousData });
  const updating = assets.isPlaceholderData;
  const loaded = assets.data?.pages.length ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = assets;
  // A chosen asset suggestion lands here searching for the asset's name, its preview wanted.
  useWantedPreview(updating ? undefined : assets.data?.pages.flat(), setPreview);

  // The URL's page says how many pages to show: a shared link or a way back restores them all.
  useEffect(() => {
    if (updating || !hasNextPage || isFetchingNextPage || assets.isError) return;
    if (loaded > 0 && loaded < state.page) void fetchNextPage();
  }, [updating, hasNextPage, isFetchingNextPage, assets.isError, loaded, state.page, fetchNextPage]);

  const onSearch = useCallback(
    (text: string) => {
      // Spec 4: the request of the older search is cancelled (its AbortSignal fires).
      void queryClient.cancelQueries({ queryKey: assetListKey });
      update({ search: text, page: 1 }, { replace: true, keepScroll: true });
    },
    [queryClient, update],
  );

  return {
    scope,
    compact,
    state,
    update,
    sorting,
    setSorting,
    preview,
    setPreview,
    onSearch,
    data: { scopes, tags, path, assets, updating, loaded },
  };
}

const LibraryView = memo(function LibraryView({
  data: { scopes, tags, path, assets, updating, loaded },
  ...model
}: LibraryModel) {
  const { t } = useTranslation();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = assets;
  useShowAppWhen(!assets.isPending);
  const list = assets.data?.pages.flat() ?? [];

  return (
    <Box component="section" aria-labelledby="asset-library-heading">
      <ListHeading place={ASSET_PLACE} path={path} id="asset-library-heading" />
      <LibraryLayout
        toolbar={
          <Stack spacing={1.5}>
            <LibraryToolbar
              state={model.state}
              shown={assets.data && !updating ? list.length : undefined}
              onSearch={model.onSearch}
              onSort={() => model.setSorting(true)}
            />
            <TagChips
              tags={tags}
              selected={model.state.tags}
              onToggle={(id) => model.update(toggleTag(model.state, id), { keepScroll: true })}
              onClear={() => model.update({ tags: [], page: 1 }, { keepScroll: true })}
            />
          </Stack>
        }
        side={
          <ListTreePanel
            place={ASSET_PLACE}
            query={scopes}
            current={model.scope}
            path={path}
            compact={model.compact}
          />
        }
        results={
          <ListResults
            query={assets}
            empty={list.length === 0}
            updating={updating}
            skeleton={<AssetGridSkeleton />}
            heading={t('nav.assets')}
          >
            <AssetGrid
              assets={list}
              end={updating ? null : hasNextPage ? 'next' : 'end'}
              loadingNext={isFetchingNextPage}
              onNext={() => model.update({ page: loaded + 1 }, { replace: true, keepScroll: true })}
              onPreview={model.setPreview}
            />
            {assets.isFetchNextPageError && (
              <Box sx={{ mt: 2 }}>
                <ErrorState message={errorMessage(assets.error, '')} onRetry={() => void fetchNextPage()} />
              </Box>
            )}
          </ListResults>
        }
      />
      {model.sorting && (
        <ListSortDialog
          sort={ASSET_SORT}
          orderBy={model.state.orderBy}
          orderDir={model.state.orderDir}
          onClose={() => model.setSorting(false)}
          onApply={(nextBy, nextDir) => {
            model.setSorting(false);
            model.update({ orderBy: nextBy, orderDir: nextDir, page: 1 }, { keepScroll: true });
          }}
        />
      )}
      <AssetPreview asset={model.preview} onClose={() => model.setPreview(null)} />
    </Box>
  );
});
