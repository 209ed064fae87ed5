import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import type { ProductListAnswer } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { ResultsHeading } from '@/shared/ui/results-heading';
import { ProductCardGrid } from '@/features/products/components/common/product-card-grid';
import { PRODUCT_PLACE } from '@/features/products/lib/product-list-place';
import { ListHeading } from '@/shared/lists/list-heading';
import { CatalogueLayout } from '@/features/products/components/list/catalogue-layout';
import { CategoryPanel } from '@/features/products/components/list/category-panel';
import { ProductListToolbar } from '@/features/products/components/list/product-list-toolbar';
import { useAttributeIndex } from '@/features/products/hooks/use-attribute-index';
import { useProductSelection } from '@/features/products/hooks/use-product-selection';
import { ByWidth, FIRST_PICTURES, noop } from '@/shared/boot/by-width';

/**
 * The product list's default view as the app draws it (ProductCatalogue): its heading, toolbar,
 * category panel and the first page of cards, from the same components. What the app decides by a
 * media query in script (phones fold the filters and have no view toggle) is drawn both ways here
 * and chosen by CSS at the same breakpoint.
 */
export function ProductListScreen({ answer }: { answer: ProductListAnswer }) {
  const { t } = useTranslation();
  const { setup } = usePortalConfig();
  const attributes = useAttributeIndex();
  const selection = useProductSelection();
  const pageIds = answer.products.map((p) => p.id);
  const toolbar = (small: boolean) => (
    <Stack spacing={1.5}>
      <ProductListToolbar
        search=""
        onSearch={noop}
        total={answer.total}
        pageIds={pageIds}
        selection={selection}
        filtersOpen={!small}
        filtersPanelId={small ? 'first-screen-filters-small' : 'first-screen-filters'}
        activeFilters={0}
        onToggleFilters={noop}
        onSort={noop}
        view="cards"
        onView={small ? undefined : noop}
        onExport={noop}
      />
    </Stack>
  );
  // Phones fold the filters; larger screens show them open, but their panel is the app's to draw:
  // it stands beside the cards (nothing moves when it comes), and drawing it for every visitor
  // doubled the page phones are sent.
  const side = (small: boolean) => (
    <>
      <CategoryPanel current={null} path={[]} compact={small} />
      <Collapse in={!small} />
    </>
  );
  return (
    <Box component="section" aria-labelledby="catalogue-heading">
      <ListHeading place={PRODUCT_PLACE} path={[]} id="catalogue-heading" />
      <CatalogueLayout
        toolbar={<ByWidth small={toolbar(true)} large={toolbar(false)} />}
        side={<ByWidth small={side(true)} large={side(false)} />}
        results={
          <>
            <ResultsHeading>{t('nav.products')}</ResultsHeading>
            <Box sx={{ height: 4, mb: 1 }} />
            <Box aria-busy={false} sx={{ opacity: 1, transition: 'opacity 150ms' }}>
              <ProductCardGrid
                products={answer.products}
                columns={setup.catalog_columns}
                attributes={attributes.byCode}
                selected={selection.ids}
                onToggle={noop}
                drawAll
                priorityCount={FIRST_PICTURES}
              />
            </Box>
          </>
        }
      />
    </Box>
  );
}
