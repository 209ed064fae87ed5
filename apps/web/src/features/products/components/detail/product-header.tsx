import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Product } from '@vitrine/contract';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';
import { formatDate } from '../../lib/attribute-values';
import { productName, stripTags } from '../../lib/product-text';
import { useProductPath } from '../../hooks/use-product-path';
import { useValueFormat } from '../../hooks/use-value-format';
import { ProductFacts } from './product-facts';
import { ProductPicture } from './product-picture';

interface ProductHeaderProps {
  product: Product;
  /** Off where a summary card beside it already shows the image. */
  showImage?: boolean;
  actions?: ReactNode;
}

/** The product's h1 with its category trail, key facts, stock and short description; image at most 200 px high. */
export function ProductHeader({ product, showImage = true, actions }: ProductHeaderProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const pathOf = useProductPath();
  const { locale } = useValueFormat();
  const name = productName(product);
  const title = stripTags(product.title);
  const trail = [...product.categories].reverse();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mb: 3 }}>
      {showImage && (
        <ProductPicture
          product={product}
          sx={{
            width: { xs: '100%', sm: 200 },
            height: 200,
            flexShrink: 0,
            borderRadius: 1,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
          }}
        />
      )}
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        {trail.length > 0 && (
          <Breadcrumbs aria-label={t('products.categories.breadcrumb')} sx={{ mb: 0.5, typography: 'body2' }}>
            {trail.map((category) => (
              <Link
                key={category.id}
                component={RouterLink}
                to={to(`/products/list/${encodeURIComponent(category.code)}`)}
                underline="hover"
                color="inherit"
              >
                {category.title}
              </Link>
            ))}
          </Breadcrumbs>
        )}
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 500, overflowWrap: 'anywhere', fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
        >
          {name}
        </Typography>
        {title && title !== name && (
          <Typography variant="subtitle1" color="text.secondary">
            {title}
          </Typography>
        )}
        <ProductFacts product={product} inline />
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {product.stock !== null && (
            <Chip
              size="small"
              color={product.stock > 0 ? 'success' : 'warning'}
              variant="outlined"
              label={
                product.stock > 0 ? t('products.stock.in', { count: product.stock }) : t('products.stock.out')
              }
            />
          )}
          {product.stock === 0 && product.restock && (
            <Chip
              size="small"
              variant="outlined"
              label={t('products.stock.restock', { date: formatDate(product.restock, locale) })}
            />
          )}
          {product.archived && <Chip size="small" label={t('products.archived')} />}
          {product.is_child && product.parent !== null && (
            <Chip
              size="small"
              variant="outlined"
              clickable
              component={RouterLink}
              to={pathOf({ id: product.parent, name: null })}
              label={t('products.variant_of')}
            />
          )}
        </Stack>
        {product.shortDescription && (
          <Typography sx={{ mt: 1.5 }}>{stripTags(product.shortDescription)}</Typography>
        )}
        {actions && (
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
            {actions}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
