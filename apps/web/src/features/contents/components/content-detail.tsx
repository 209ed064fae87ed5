import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { Content } from '@vitrine/contract';
import { stripTags } from '@vitrine/contract/product-text';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { attachmentFiles } from '../lib/attachments';
import { externalLink } from '../lib/content-link';
import { ContentAttachments } from './content-attachments';
import { ContentDate } from './content-date';
import { ContentText } from './content-text';

/**
 * A content's page (spec 2): title, date, categories, introduction, the HTML text and the
 * attachments. A content with an external link offers a button to it.
 */
export function ContentDetail({ content }: { content: Content }) {
  const { t } = useTranslation();
  const external = externalLink(content);
  const introduction = stripTags(content.introduction);
  const files = useMemo(() => attachmentFiles(content), [content]);
  const categories = [...new Set(content.categories.map((c) => c.title).filter(Boolean))];
  return (
    <Box component="article" aria-labelledby="content-title">
      <Typography
        id="content-title"
        variant="h4"
        component="h1"
        sx={{ fontWeight: 500, mb: 1, overflowWrap: 'anywhere' }}
      >
        {content.title}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <ContentDate created={content.created} variant="body2" />
        {categories.length > 0 && (
          <Box
            component="ul"
            aria-label={t('contents.categories.title')}
            sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}
          >
            {categories.map((title) => (
              <li key={title}>
                <Chip label={title} size="small" variant="outlined" />
              </li>
            ))}
          </Box>
        )}
      </Stack>
      {introduction && (
        <Typography variant="subtitle1" component="p" sx={{ maxWidth: '75ch', mb: 2, fontWeight: 500 }}>
          {introduction}
        </Typography>
      )}
      {external && (
        <Button
          variant="contained"
          href={external}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNew />}
          sx={{ mb: 3 }}
        >
          {t('contents.open_link')}
          <Box component="span" sx={visuallyHidden}>
            {` ${t('contents.opens_in_new_tab')}`}
          </Box>
        </Button>
      )}
      <ContentText html={content.text} />
      <ContentAttachments files={files} />
    </Box>
  );
}
