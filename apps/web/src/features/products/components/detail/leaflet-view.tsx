import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Print from '@mui/icons-material/Print';
import type { Product } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { useLocale } from '@/shared/locale/locale-context';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { useLeaflet } from '../../api/get-leaflet';
import { leafletUrl } from '../../lib/leaflet-file-name';
import { demoteHeadings } from '../../lib/leaflet-headings';
import { printLeaflet } from '../../lib/print-leaflet';
import { productName } from '../../lib/product-text';
import { LeafletCartButton } from './leaflet-cart-button';
import { ProductHeader } from './product-header';

/** The leaflet page body: product header with the cart action, then the leaflet HTML (a loading bar until fetched). */
export function LeafletView({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { setup } = usePortalConfig();
  const { code, language } = useLocale();
  const url = leafletUrl(setup.leaflet, product, code);
  const leaflet = useLeaflet(url);
  const name = productName(product);
  const html = useMemo(() => demoteHeadings(leaflet.data ?? ''), [leaflet.data]);

  let body;
  if (leaflet.isPending) body = <LinearProgress aria-label={t('common.loading')} />;
  else if (leaflet.isError)
    body = <ErrorState message={t('products.leaflet.failed')} onRetry={() => void leaflet.refetch()} />;
  else if (!leaflet.data.trim()) body = <EmptyState />;
  else
    body = (
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2, md: 4 },
          overflowX: 'auto',
          '& img': { maxWidth: '100%', height: 'auto' },
          // The leaflet's headings sit one level below the page's own h1 (its title an h2) and
          // keep the look they had as h1 and h2.
          '& h2': { typography: { xs: 'h5', md: 'h4' }, mt: 0 },
          '& h3': { typography: 'h6' },
          '& table': { maxWidth: '100%' },
        }}
      >
        {/* The portal's leaflet route answers HTML sanitised by the server (apps/server/src/lib/sanitize.ts);
            an address taken from the leaflet attribute is not checked by this portal. */}
        <Box dangerouslySetInnerHTML={{ __html: html }} />
      </Paper>
    );

  return (
    <>
      <ProductHeader
        product={product}
        showImage={false}
        actions={
          <>
            <LeafletCartButton productName={name} url={url} />
            <Button
              variant="outlined"
              startIcon={<Print />}
              disabled={!leaflet.data?.trim()}
              onClick={() => void printLeaflet(leaflet.data ?? '', { title: name, lang: language })}
            >
              {t('products.leaflet.print')}
            </Button>
            <Button
              variant="outlined"
              component="a"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={<OpenInNew />}
            >
              {t('products.leaflet.open')}
            </Button>
          </>
        }
      />
      <section aria-label={t('products.menu.leaflet')}>{body}</section>
    </>
  );
}
