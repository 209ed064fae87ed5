import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ProductCategory } from '@vitrine/contract';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';

/** The list's h1 (the category title, or Products) with the way up through the category tree. */
export function CatalogueHeading({ path, id }: { path: ProductCategory[]; id: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const current = path.at(-1);
  return (
    <>
      {current && (
        <Breadcrumbs aria-label={t('products.categories.breadcrumb')} sx={{ mb: 0.5 }}>
          <Link component={RouterLink} to={to('/products/list')} underline="hover" color="inherit">
            {t('products.title')}
          </Link>
          {path.slice(0, -1).map((category) => (
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
      <Typography id={id} variant="h4" component="h1" sx={{ mb: 3, fontWeight: 500 }}>
        {current?.title ?? t('products.title')}
      </Typography>
    </>
  );
}
