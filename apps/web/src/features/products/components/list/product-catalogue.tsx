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
  data: { attributes, params, products, path },
  ...model
}: CatalogueModel) {
  const { t } = useTranslation();
  const view = model.small ? 'cards' : model.state.view;
  const pageIds = products.data?.products.map((p) => p.id) ?? [];
  const activeFilters = Object.keys(model.state.filters).length;

  return (
    <Box component="section" aria-labelledby="catalogue-heading">
      <ListHeading place={PRODUCT_PLACE} path={path} id="catalogue-heading" />
      <CatalogueLayout
        resultsRef={model.resultsRef}
        toolbar={
          <Stack spacing={1.5}>
            <ProductListToolbar
              search={model.state.search}
              onSearch={model.onSearch}
              total={products.data?.total}
              pageIds={pageIds}
              selection={model.selection}
              filtersOpen={model.filtersOpen}
              filtersPanelId={model.filtersPanelId}
              activeFilters={activeFilters}
              onToggleFilters={() => {
                model.setFiltersDrawn(true);
                model.setFiltersOpen((v) => !v);
              }}
              onSort={() => model.setDialog('sort')}
              view={view}
              onView={model.small ? undefined : (next) => model.update({ view: next }, { keepScroll: true })}
              onExport={() => model.setDialog('export')}
            />
            <ActiveFilterChips
              filters={model.state.filters}
              attributes={attributes.byCode}
              onChange={model.setFilter}
              onClear={model.clearFilters}
            />
          </Stack>
        }
        side={
          <>
            <CategoryPanel current={model.state.category} path={path} compact={model.small} />
            <Collapse in={model.filtersOpen} id={model.filtersPanelId}>
              {(model.filtersDrawn || model.filtersOpen) && (
                <Box sx={{ pt: 2 }}>
                  <FilterPanel
                    // Mounted anew once the attributes arrive, so its open parts start from the active
                    // filters (a shared link with a filter under 'more filters' shows it open).
                    key={attributes.query.data ? 'ready' : 'loading'}
                    attributes={attributes.query.data}
                    facets={products.data?.facets}
                    filters={model.state.filters}
                    onChange={model.setFilter}
                    onClear={model.clearFilters}
                    total={products.data?.total}
                    onDone={
                      model.small
                        ? () => {
                            model.setFiltersOpen(false);
                            model.resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
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
              limit={model.state.limit}
              attributes={attributes.byCode}
              selection={model.selection}
            />
            {products.data && products.data.total > 0 && (
              <ListPager
                page={model.state.page}
                limit={model.state.limit}
                total={products.data.total}
                onPage={(page) => model.update({ page })}
                onLimit={(limit) => model.update({ limit, page: 1 })}
              />
            )}
          </>
        }
      />
      {model.dialog === 'sort' && (
        <SortDialog
          attributes={attributes.list}
          searching={model.state.search.trim() !== ''}
          order={model.state.order}
          orderdir={model.state.orderdir}
          onClose={() => model.setDialog(null)}
          onApply={(order, orderdir) => {
            model.setDialog(null);
            model.update({ order, orderdir, page: 1 });
          }}
        />
      )}
      {model.dialog === 'export' && (
        <ExportDialog
          total={products.data?.total}
          onClose={() => model.setDialog(null)}
          params={params}
          selected={model.selection.ids}
        />
      )}
    </Box>
  );
});
