import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { Content } from '@vitrine/contract';
import { stripTags } from '@vitrine/contract/product-text';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';
import { Highlight } from '@/shared/ui/highlight';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { contentDetailPath, externalLink } from '../lib/content-link';
import { ContentDate } from './content-date';
import { ContentThumbnail } from './content-thumbnail';

const NO_TERMS: readonly string[] = [];

/** Cuts a text after `lines` lines with an ellipsis. */
const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  }) as const;

// Phones lay the card out as a row (a small picture beside the text), larger screens as a column.
const areaSx = {
  height: '100%',
  display: 'flex',
  flexDirection: { xs: 'row', sm: 'column' },
  alignItems: 'stretch',
  justifyContent: 'flex-start',
} as const;

interface ContentCardProps {
  content: Content;
  /** Search words to mark in the title and introduction. */
  terms?: readonly string[];
  /** Its picture is one of the first a visitor waits for. */
  priority?: boolean;
  /** The title's heading level: h3 below a page's sections, h4 below groups inside them. */
  heading?: 'h3' | 'h4';
}

/**
 * One content (spec 2): the 300x300 thumbnail, title, date (DD/MM/YYYY) and introduction. The card
 * opens the detail page, or the content's external link in a new tab when it has one.
 */
export function ContentCard({
  content,
  terms = NO_TERMS,
  priority = false,
  heading = 'h3',
}: ContentCardProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const external = externalLink(content);
  const introduction = stripTags(content.introduction);
  const body: ReactNode = (
    <>
      <ContentThumbnail
        path={content.thumbnail}
        priority={priority}
        sx={{ width: { xs: 96, sm: '100%' }, flexShrink: 0, aspectRatio: '1 / 1', alignSelf: 'flex-start' }}
      />
      <CardContent sx={{ p: 1.5, flexGrow: 1, minWidth: 0, '&:last-child': { pb: 1.5 } }}>
        <Typography component={heading} variant="subtitle2" sx={{ ...clamp(2), mb: 0.25 }}>
          <Highlight text={content.title} terms={terms} />
          {external && <OpenInNew aria-hidden sx={{ fontSize: '1em', ml: 0.5, verticalAlign: '-0.125em' }} />}
        </Typography>
        <ContentDate created={content.created} />
        {introduction && (
          <Typography variant="body2" color="text.secondary" sx={{ ...clamp(3), mt: 0.5 }}>
            <Highlight text={introduction} terms={terms} />
          </Typography>
        )}
        {external && (
          <Box component="span" sx={visuallyHidden}>
            {t('contents.opens_in_new_tab')}
          </Box>
        )}
      </CardContent>
    </>
  );
  return (
    // Marked, so checks can tell its picture illustrates the title beside it (an empty alt).
    <Card variant="outlined" sx={{ height: '100%' }} data-content-card="">
      {external ? (
        <CardActionArea component="a" href={external} target="_blank" rel="noopener noreferrer" sx={areaSx}>
          {body}
        </CardActionArea>
      ) : (
        <CardActionArea component={RouterLink} to={to(contentDetailPath(content))} sx={areaSx}>
          {body}
        </CardActionArea>
      )}
    </Card>
  );
}
