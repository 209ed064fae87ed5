import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ForWidth } from '@/shared/boot/by-width';
import { useShowAppWhen } from '@/shared/boot/first-screen';
import { highlightTerms } from '@/shared/text/highlight-match';
import { ListHeading } from '@/shared/lists/list-heading';
import { ListResults } from '@/shared/lists/list-results';
import { ListSearchField } from '@/shared/lists/list-search-field';
import { ListSortDialog } from '@/shared/lists/list-sort-dialog';
import { ListToolbar } from '@/shared/lists/list-toolbar';
import { ListTreePanel } from '@/shared/lists/list-tree-panel';
import { findTreePath } from '@/shared/lists/tree-path';
import { ListPager } from '@/shared/ui/list-pager';
import { SideLayout } from '@/shared/ui/side-layout';
import { useContentCategories } from '../api/get-content-categories';
import { contentListKey, contentListParams, useContents } from '../api/get-contents';
import { CONTENT_PLACE, CONTENT_SORT } from '../lib/content-list-place';
import { useContentListState } from '../hooks/use-content-list-state';
import { CONTENT_FIRST_PICTURES, ContentGrid, ContentGridSkeleton } from './content-grid';

/**
 * The content list of spec 2: category tree, search, sort, cards and pager. Settings live in the
 * URL; mounted anew per category, so another category starts from scratch (spec 4).
 */
export function ContentLibrary({ category }: { category: string | null }) {
  const { data, ...controls } = useLibraryModel(category);
  // Server answers redraw the page from a deferred copy, in slices, while typing stays urgent.
  return <LibraryView {...controls} data={useDeferredValue(data)} />;
}

type LibraryModel = ReturnType<typeof useLibraryModel>;

/** The list's state, server data and handlers. */
function useLibraryModel(category: string | null) {
  const queryClient = useQueryClient();
  const [state, update] = useContentListState();
  const [sorting, setSorting] = useState(false);
  const categories = useContentCategories();
  const path = useMemo(() => findTreePath(categories.data ?? [], category), [categories.data, category]);
  const contents = useContents(contentListParams(state, category));

  const onSearch = useCallback(
    (text: string) => {
      // Spec 4: the request of the older search is cancelled (its AbortSignal fires), page 1 again.
      void queryClient.cancelQueries({ queryKey: contentListKey });
      update({ search: text, page: 1 }, { replace: true, keepScroll: true });
    },
    [queryClient, update],
  );

  return {
    category,
    state,
    update,
    sorting,
    setSorting,
    onSearch,
    data: { categories, path, contents },
  };
}

const LibraryView = memo(function LibraryView({
  data: { categories, path, contents },
  ...model
}: LibraryModel) {
  const { t } = useTranslation();
  const updating = contents.isPlaceholderData;
  const terms = useMemo(
    () => highlightTerms(contents.data && !updating ? model.state.search : '', contents.data?.terms),
    [contents.data, updating, model.state.search],
  );
  const list = contents.data?.results ?? [];
  // The server's first screen of the default view gives way once this one is drawn.
  useShowAppWhen(!contents.isPending);

  return (
    <Box component="section" aria-labelledby="content-list-heading">
      <ListHeading place={CONTENT_PLACE} path={path} id="content-list-heading" />
      <SideLayout
        gap={{ xs: 2, md: 3 }}
        toolbar={
          <ListToolbar
            sort={CONTENT_SORT}
            search={
              <ListSearchField place={CONTENT_PLACE} value={model.state.search} onSearch={model.onSearch} />
            }
            status={
              contents.data && !updating ? t('contents.results', { count: contents.data.total }) : undefined
            }
            orderBy={model.state.orderBy}
            orderDir={model.state.orderDir}
            onSort={() => model.setSorting(true)}
          />
        }
        side={
          <ForWidth>
            {(compact) => (
              <ListTreePanel
                place={CONTENT_PLACE}
                query={categories}
                current={model.category}
                path={path}
                compact={compact}
              />
            )}
          </ForWidth>
        }
        results={
          <ListResults
            query={contents}
            empty={list.length === 0}
            updating={updating}
            skeleton={<ContentGridSkeleton />}
            heading={t('nav.contents')}
          >
            <ContentGrid contents={list} terms={terms} priorityCount={CONTENT_FIRST_PICTURES} />
            <ListPager
              page={model.state.page}
              limit={model.state.limit}
              total={contents.data?.total ?? 0}
              onPage={(page) => model.update({ page })}
              onLimit={(limit) => model.update({ limit, page: 1 })}
            />
          </ListResults>
        }
      />
      {model.sorting && (
        <ListSortDialog
          sort={CONTENT_SORT}
          orderBy={model.state.orderBy}
          orderDir={model.state.orderDir}
          onClose={() => model.setSorting(false)}
          onApply={(orderBy, orderDir) => {
            model.setSorting(false);
            model.update({ orderBy, orderDir, page: 1 }, { keepScroll: true });
          }}
        />
      )}
    </Box>
  );
});
