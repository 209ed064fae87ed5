import { memo, useCallback, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListHeading } from '@/shared/lists/list-heading';
import { findTreePath } from '@/shared/lists/tree-path';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { ResultsHeading } from '@/shared/ui/results-heading';
import { ListPager } from '@/shared/ui/list-pager';
import { productListKey, useProducts } from '../../api/get-products';
import { useCategories } from '../../api/get-categories';
import { PRODUCT_PLACE } from '../../lib/product-list-place';
import { withFilter, type FilterValue } from '../../lib/list-query-state';
import { buildListParams } from '../../lib/product-request';
import { useAttributeIndex } from '../../hooks/use-attribute-index';
import { useListQueryState } from '../../hooks/use-list-query-state';
import { useProductSelection } from '../../hooks/use-product-selection';
import { FilterPanel } from '../filters/filter-panel';
import { ActiveFilterChips } from './active-filter-chips';
import { CatalogueLayout } from './catalogue-layout';
import { CategoryPanel } from './category-panel';
import { ExportDialog } from './export-dialog';
import { ProductListToolbar } from './product-list-toolbar';
import { ProductResults } from './product-results';
import { SortDialog } from './sort-dialog';

/**
 * The product list of spec 2: categories, filters, search, sort, cards or grid, selection, export
 * and pager. Its state lives in the URL (`query`); mounted anew per category, which resets the rest.
 */
export function ProductCatalogue({ routeCategory }: { routeCategory: string | undefined }) {
  const { data, ...controls } = useCatalogueModel(routeCategory);
  // Server answers arrive outside React events, and each would redraw the whole page in one long
  // task. The page takes them from a deferred copy instead, redrawn in slices between other work;
  // what the visitor does (typing, ticking, opening) stays urgent.
  return <CatalogueView {...controls} data={useDeferredValue(data)} />;
}

type CatalogueModel = ReturnType<typeof useCatalogueModel>;

/** The list's state, server data and handlers. */
function useCatalogueModel(routeCategory: string | undefined) {
  const { setup } = usePortalConfig();
  const queryClient = useQueryClient();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [state, update] = useListQueryState(routeCategory);
  const attributes = useAttributeIndex();
  const categories = useCategories();
  const selection = useProductSelection();
  const [filtersOpen, setFiltersOpen] = useState(!small);
  // Folded filters (phones) are drawn the first time they open, not with the page.
  const [filtersDrawn, setFiltersDrawn] = useState(!small);
  const [dialog, setDialog] = useState<'sort' | 'export' | null>(null);
  const filtersPanelId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);

  const params = useMemo(
    () => buildListParams(state, setup, attributes.query.data),
    [state, setup, attributes.query.data],
  );
  // Chosen filters are checked against the attribute list first, so a stale link cannot end in a 400.
  const waitForAttributes = Object.keys(state.filters).length > 0 && attributes.query.isPending;
  const products = useProducts(params, !waitForAttributes);
  const path = useMemo(
    () => findTreePath(categories.data ?? [], state.category),
    [categories.data, state.category],
  );

  const onSearch = useCallback(
    (search: string) => {
      // Spec 4: requests in flight are cancelled when the search changes.
      void queryClient.cancelQueries({ queryKey: productListKey });
      update({ search, page: 1 }, { replace: true, keepScroll: true });
    },
    [queryClient, update],
  );
  const setFilter = useCallback(
    (code: string, value: FilterValue | undefined) =>
      update({ filters: withFilter(state.filters, code, value), page: 1 }, { keepScroll: true }),
    [state.filters, update],
  );
  const clearFilters = useCallback(() => update({ filters: {}, page: 1 }, { keepScroll: true }), [update]);

  return {
    small,
    state,
    update,
    selection,
    filtersOpen,
    setFiltersOpen,
    filtersDrawn,
    setFiltersDrawn,
    dialog,
    setDialog,
    filtersPanelId,
    resultsRef,
    onSearch,
    setFilter,
    clearFilters,
    data: { attributes, params, products, path },
  };
}

const CatalogueView = memo(function CatalogueView({
  small,
  state,
  update,
  selection,
  filtersOpen,
  setFiltersOpen,
  filtersDrawn,
  setFiltersDrawn,
  dialog,
  setDialog,
  filtersPanelId,
  resultsRef,
  onSearch,
  setFilter,
  clearFilters,
  data: { attributes, params, products, path },
}: CatalogueModel) {
  const { t } = useTranslation();
  const view = small ? 'cards' : state.view;
  const pageIds = products.data?.products.map((p) => p.id) ?? [];
  const activeFilters = Object.keys(state.filters).length;

  return (
    <Box component="section" aria-labelledby="catalogue-heading">
      <ListHeading place={PRODUCT_PLACE} path={path} id="catalogue-heading" />
      <CatalogueLayout
        resultsRef={resultsRef}
        toolbar={
          <Stack spacing={1.5}>
            <ProductListToolbar
              search={state.search}
              onSearch={onSearch}
              total={products.data?.total}
              pageIds={pageIds}
              selection={selection}
              filtersOpen={filtersOpen}
              filtersPanelId={filtersPanelId}
              activeFilters={activeFilters}
              onToggleFilters={() => {
                setFiltersDrawn(true);
                setFiltersOpen((v) => !v);
              }}
              onSort={() => setDialog('sort')}
              view={view}
              onView={small ? undefined : (next) => update({ view: next }, { keepScroll: true })}
              onExport={() => setDialog('export')}
            />
            <ActiveFilterChips
              filters={state.filters}
              attributes={attributes.byCode}
              onChange={setFilter}
              onClear={clearFilters}
            />
          </Stack>
        }
        side={
          <>
            <CategoryPanel current={state.category} path={path} compact={small} />
            <Collapse in={filtersOpen} id={filtersPanelId}>
              {(filtersDrawn || filtersOpen) && (
                <Box sx={{ pt: 2 }}>
                  <FilterPanel
                    // Mounted anew once the attributes arrive, so its open parts start from the active
                    // filters (a shared link with a filter under 'more filters' shows it open).
                    key={attributes.query.data ? 'ready' : 'loading'}
                    attributes={attributes.query.data}
                    facets={products.data?.facets}
                    filters={state.filters}
                    onChange={setFilter}
                    onClear={clearFilters}
                    total={products.data?.total}
                    onDone={
                      small
                        ? () => {
                            setFiltersOpen(false);
                            resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                          }
                        : undefined
                    }
                  />
                </Box>
              )}
            </Collapse>
          </>
        }
        results={
          <>
            <ResultsHeading>{t('nav.products')}</ResultsHeading>
            <Box sx={{ height: 4, mb: 1 }}>
              {products.isFetching && !products.isPending && (
                <LinearProgress aria-label={t('common.loading')} />
              )}
            </Box>
            <ProductResults
              query={products}
              waiting={attributes.query.isPending}
              view={view}
              limit={state.limit}
              attributes={attributes.byCode}
              selection={selection}
            />
            {products.data && products.data.total > 0 && (
              <ListPager
                page={state.page}
                limit={state.limit}
                total={products.data.total}
                onPage={(page) => update({ page })}
                onLimit={(limit) => update({ limit, page: 1 })}
              />
            )}
          </>
        }
      />
      {dialog === 'sort' && (
        <SortDialog
          attributes={attributes.list}
          searching={state.search.trim() !== ''}
          order={state.order}
          orderdir={state.orderdir}
          onClose={() => setDialog(null)}
          onApply={(order, orderdir) => {
            setDialog(null);
            update({ order, orderdir, page: 1 });
          }}
        />
      )}
      {dialog === 'export' && (
        <ExportDialog
          total={products.data?.total}
          onClose={() => setDialog(null)}
          params={params}
          selected={selection.ids}
        />
      )}
    </Box>
  );
});
