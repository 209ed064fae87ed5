import Typography from '@mui/material/Typography';
import type { Attribute, Product } from '@vitrine/contract';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { EmptyState } from '@/shared/ui/empty-state';
import { ASSOCIATION_CARD_SIZES, ProductCardGrid } from '../common/product-card-grid';
import { PageSection } from '@/shared/ui/page-section';

interface AssociationGroupProps {
  code: string;
  label: string;
  description: string | null;
  products: Product[];
  attributes: ReadonlyMap<string, Attribute>;
}

/** One association group: label, optional description, and its products 2/3/4 across (spec 2). */
export function AssociationGroup({ code, label, description, products, attributes }: AssociationGroupProps) {
  const { setup } = usePortalConfig();
  const headingId = `association-${code}`;
  return (
    <PageSection id={headingId} title={label || code} gap={description ? 0.5 : 2}>
      {description && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      {products.length === 0 ? (
        <EmptyState />
      ) : (
        <ProductCardGrid
          products={products}
          columns={setup.catalog_columns}
          attributes={attributes}
          sizes={ASSOCIATION_CARD_SIZES}
        />
      )}
    </PageSection>
  );
}
