import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { withFittedPictures } from '../lib/article-pictures';

/**
 * A content's text: HTML inserted as is, because the server sanitises content texts against its
 * one allow-list (apps/server/src/lib/sanitize.ts) in every answer. Only server-sanitised fields
 * may be inserted this way; everything else is rendered as text. Its pictures are fitted to the
 * screen (lib/article-pictures.ts).
 */
export function ContentText({ html }: { html: string }) {
  const fitted = useMemo(() => withFittedPictures(html), [html]);
  if (!html.replace(/<[^>]*>/g, '').trim() && !/<img\b/i.test(html)) return null;
  return (
    <Box
      sx={{
        typography: 'body1',
        maxWidth: '75ch',
        overflowWrap: 'break-word',
        '& p': { mt: 0, mb: 1.5 },
        '& h1, & h2, & h3, & h4': { mt: 3, mb: 1, lineHeight: 1.3 },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto', maxWidth: '100%' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
        '& a': { color: 'primary.main' },
      }}
      dangerouslySetInnerHTML={{ __html: fitted }}
    />
  );
}
