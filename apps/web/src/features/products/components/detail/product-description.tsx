import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageSection } from '@/shared/ui/page-section';

/**
 * The long description: HTML inserted as is, because the server sanitises it against its one
 * allow-list (apps/server/src/lib/sanitize.ts) in every answer. Only server-sanitised fields may be
 * inserted this way; everything else is rendered as text.
 */
export function ProductDescription({ html }: { html: string | null }) {
  const { t } = useTranslation();
  if (!html || !html.replace(/<[^>]*>/g, '').trim()) return null;
  return (
    <PageSection id="description-heading" title={t('products.description')} gap={1}>
      <Box
        sx={{
          typography: 'body1',
          maxWidth: '75ch',
          '& p': { mt: 0, mb: 1.5 },
          '& img': { maxWidth: '100%', height: 'auto' },
        }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </PageSection>
  );
}
