import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { ForWidth } from '@/shared/boot/by-width';
import { useShowAppWhen } from '@/shared/boot/first-screen';
import { highlightTerms } from '@/shared/text/highlight-match';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { ListPager } from '@/shared/ui/list-pager';
import { ResultsHeading } from '@/shared/ui/results-heading';
import { SideLayout } from '@/shared/ui/side-layout';
import { useContentCategories } from '../api/get-content-categories';
import { contentListKey, contentListParams, useContents } from '../api/get-contents';
import { findCategoryPath } from '../lib/category-tree';
import { useContentListState } from '../hooks/use-content-list-state';
import { ContentCategoryPanel } from './content-category-panel';
import { ContentGrid, ContentGridSkeleton } from './content-grid';
import { ContentListHeading } from './content-list-heading';
import { ContentSortDialog } from './content-sort-dialog';
import { ContentToolbar } from './content-toolbar';

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
  const path = useMemo(() => findCategoryPath(categories.data ?? [], category), [categories.data, category]);
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
  category,
  state,
  update,
  sorting,
  setSorting,
  onSearch,
  data: { categories, path, contents },
}: LibraryModel) {
  const { t } = useTranslation();
  const updating = contents.isPlaceholderData;
  const terms = useMemo(
    () => highlightTerms(contents.data && !updating ? state.search : '', contents.data?.terms),
    [contents.data, updating, state.search],
  );
  const list = contents.data?.results ?? [];
  // The server's first screen of the default view gives way once this one is drawn.
  useShowAppWhen(!contents.isPending);
  let results;
  if (contents.isPending) results = <ContentGridSkeleton />;
  else if (contents.isError && !contents.data)
    results = (
      <ErrorState message={errorMessage(contents.error, '')} onRetry={() => void contents.refetch()} />
    );
  else if (list.length === 0) results = <EmptyState />;
  else
    results = (
      <Box aria-busy={updating} sx={{ opacity: updating ? 0.55 : 1, transition: 'opacity 150ms' }}>
        <ResultsHeading>{t('nav.contents')}</ResultsHeading>
        <ContentGrid contents={list} terms={terms} />
        <ListPager
          page={state.page}
          limit={state.limit}
          total={contents.data?.total ?? 0}
          onPage={(page) => update({ page })}
          onLimit={(limit) => update({ limit, page: 1 })}
        />
      </Box>
    );

  return (
    <Box component="section" aria-labelledby="content-list-heading">
      <ContentListHeading path={path} id="content-list-heading" />
      <SideLayout
        gap={{ xs: 2, md: 3 }}
        toolbar={
          <ContentToolbar
            state={state}
            total={contents.data && !updating ? contents.data.total : undefined}
            onSearch={onSearch}
            onSort={() => setSorting(true)}
          />
        }
        side={
          <ForWidth>
            {(compact) => (
              <ContentCategoryPanel
                categories={categories}
                current={category}
                path={path}
                compact={compact}
              />
            )}
          </ForWidth>
        }
        results={
          <>
            <Box sx={{ height: 4, mb: 1 }}>
              {updating && <LinearProgress aria-label={t('common.loading')} />}
            </Box>
            {results}
          </>
        }
      />
      {sorting && (
        <ContentSortDialog
          orderBy={state.orderBy}
          orderDir={state.orderDir}
          onClose={() => setSorting(false)}
          onApply={(orderBy, orderDir) => {
            setSorting(false);
            update({ orderBy, orderDir, page: 1 }, { keepScroll: true });
          }}
        />
      )}
    </Box>
  );
});
