import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { Product } from '@vitrine/contract';
import { useParams } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { useShowAppWhen } from '@/shared/boot/first-screen';
import { ErrorState } from '@/shared/ui/error-state';
import { useProduct } from '../../api/get-product';
import { parseProductId } from '../../lib/product-text';
import { useAttributeIndex } from '../../hooks/use-attribute-index';
import type { DetailTab } from '../../hooks/use-product-path';
import { DetailSkeleton } from './detail-skeleton';
import { ProductNotFound } from './product-not-found';
import { ProductSideMenu } from './product-side-menu';
import { ProductSummary } from './product-summary';

interface ProductDetailLayoutProps {
  tab: DetailTab;
  /** The product summary above the menu (associations and leaflet pages, spec 2). */
  summary?: boolean;
  /** Leave the summary out on small screens, where a product header follows right below it. */
  summaryHiddenOnSmall?: boolean;
  children: (product: Product) => ReactNode;
}

/**
 * Every /products/detail/{id} screen: loads the product (filters[id]), then the side column
 * (sidebar 4/12 on medium, 3/12 on large screens) beside the tab's content.
 */
export function ProductDetailLayout({
  tab,
  summary = false,
  summaryHiddenOnSmall = false,
  children,
}: ProductDetailLayoutProps) {
  const id = parseProductId(useParams().id);
  const product = useProduct(id);
  // Labels and units come from the attribute list; without it (failed) the codes stand in.
  const attributes = useAttributeIndex();
  // The server's first screen of this product gives way once the app has drawn it.
  useShowAppWhen(!product.isPending && !attributes.query.isPending);
  if (id === null || (product.isSuccess && product.data === null)) return <ProductNotFound />;
  if (product.isError)
    return <ErrorState message={errorMessage(product.error, '')} onRetry={() => void product.refetch()} />;
  if (product.isPending || !product.data || attributes.query.isPending)
    return <DetailSkeleton summary={summary} />;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4, lg: 3 }}>
        {/* Gap, not margins: the summary hides on small screens and must leave no space. */}
        <Stack useFlexGap spacing={2}>
          {summary && <ProductSummary product={product.data} hideOnSmall={summaryHiddenOnSmall} />}
          <ProductSideMenu product={product.data} tab={tab} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 8, lg: 9 }} sx={{ minWidth: 0 }}>
        {children(product.data)}
      </Grid>
    </Grid>
  );
}
