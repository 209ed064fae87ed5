import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Product } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { PageHeading } from '@/shared/ui/page-heading';
import { useRelatedProducts } from '../../api/get-related-products';
import { listAttributes } from '../../lib/product-request';
import { useAttributeIndex } from '../../hooks/use-attribute-index';
import { ASSOCIATION_CARD_SIZES, ProductCardGridSkeleton } from '../common/product-card-grid';
import { AssociationGroup } from './association-group';

/** The associations page body: every group with its related products, fetched in one call. */
export function Associations({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { setup } = usePortalConfig();
  const { byCode } = useAttributeIndex();
  const groups = Object.entries(product.associations);
  const ids = useMemo(
    () =>
      [...new Set(Object.values(product.associations).flatMap((a) => a.related.map((r) => r.id)))].sort(
        (a, b) => a - b,
      ),
    [product.associations],
  );
  const related = useRelatedProducts(ids, listAttributes(setup), ids.length > 0);
  const byId = useMemo(() => new Map((related.data ?? []).map((p) => [p.id, p])), [related.data]);

  let body;
  if (groups.length === 0) body = <EmptyState />;
  else if (ids.length > 0 && related.isPending)
    body = groups.map(([code]) => (
      <Box key={code} sx={{ mb: 4 }}>
        <Skeleton width={200} sx={{ fontSize: '1.5rem', mb: 2 }} />
        <ProductCardGridSkeleton count={4} sizes={ASSOCIATION_CARD_SIZES} />
      </Box>
    ));
  else if (related.isError)
    body = <ErrorState message={errorMessage(related.error, '')} onRetry={() => void related.refetch()} />;
  else
    body = groups.map(([code, association]) => (
      <AssociationGroup
        key={code}
        code={code}
        label={association.label}
        description={association.description}
        products={association.related.map((r) => byId.get(r.id)).filter((p) => p !== undefined)}
        attributes={byCode}
      />
    ));

  return (
    <>
      <PageHeading>{t('products.associations_title')}</PageHeading>
      {body}
    </>
  );
}
