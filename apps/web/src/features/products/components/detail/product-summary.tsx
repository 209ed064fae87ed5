import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Product } from '@vitrine/contract';
import { Link as RouterLink } from 'react-router';
import { productName } from '../../lib/product-text';
import { useProductPath } from '../../hooks/use-product-path';
import { ProductImage } from '../common/product-image';
import { ProductFacts } from './product-facts';

/** The product summary beside the associations and leaflet pages: image, name, key facts. */
export function ProductSummary({
  product,
  hideOnSmall = false,
}: {
  product: Product;
  hideOnSmall?: boolean;
}) {
  const pathOf = useProductPath();
  const name = productName(product);
  return (
    <Card
      variant="outlined"
      // A compact row on small screens, image on top beside the page content.
      sx={{
        display: { xs: hideOnSmall ? 'none' : 'flex', md: 'flex' },
        flexDirection: { xs: 'row', md: 'column' },
      }}
    >
      <ProductImage
        path={product.image}
        alt={name}
        preset="productCard"
        loading="eager"
        priority={!hideOnSmall}
        sx={{ aspectRatio: '1 / 1', width: { xs: 96, md: '100%' }, flexShrink: 0 }}
      />
      <CardContent>
        <Typography variant="h6" component="p" sx={{ lineHeight: 1.3, mb: 0.5 }}>
          <Link component={RouterLink} to={pathOf(product)} underline="hover" color="inherit">
            {name}
          </Link>
        </Typography>
        <ProductFacts product={product} />
      </CardContent>
    </Card>
  );
}
