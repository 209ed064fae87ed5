import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The long description: HTML inserted as is, because the server sanitises it against its one
 * allow-list (apps/server/src/lib/sanitize.ts) in every answer. Only server-sanitised fields may be
 * inserted this way; everything else is rendered as text.
 */
export function ProductDescription({ html }: { html: string | null }) {
  const { t } = useTranslation();
  if (!html || !html.replace(/<[^>]*>/g, '').trim()) return null;
  return (
    <Box component="section" aria-labelledby="description-heading" sx={{ mb: 4 }}>
      <Typography id="description-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('products.description')}
      </Typography>
      <Box
        sx={{
          typography: 'body1',
          maxWidth: '75ch',
          '& p': { mt: 0, mb: 1.5 },
          '& img': { maxWidth: '100%', height: 'auto' },
        }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Box>
  );
}
