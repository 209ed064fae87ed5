import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import type { Content } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { useProgressiveCount } from '@/shared/hooks/use-progressive-count';
import { ContentCard } from './content-card';
import { CardList } from '@/shared/ui/card-list';

/**
 * Columns of content cards: one on phones (cards are rows there), three beside the side panel and
 * four on large screens, as the asset library's cards.
 */
export const CONTENT_COLUMNS = {
  xs: 'minmax(0, 1fr)',
  sm: 'repeat(3, minmax(0, 1fr))',
  lg: 'repeat(4, minmax(0, 1fr))',
} as const;

/** A phone's first screen holds about four card rows: their pictures are the ones a visitor waits for. */
export const CONTENT_FIRST_PICTURES = 4;

type Columns = Partial<Record<keyof typeof CONTENT_COLUMNS, string>>;

interface ContentGridProps {
  contents: Content[];
  terms?: readonly string[];
  columns?: Columns;
  heading?: 'h3' | 'h4';
  /** How many of the first cards' pictures are fetched at once, before the others (the page's first screen). */
  priorityCount?: number;
}

/** Content cards in a list, a screenful drawn at once and the rest a batch at a time. */
export function ContentGrid({
  contents,
  terms,
  columns = CONTENT_COLUMNS,
  heading,
  priorityCount = 0,
}: ContentGridProps) {
  const drawn = useProgressiveCount(contents.length);
  return (
    <CardList columns={columns}>
      {contents.slice(0, drawn).map((content, index) => (
        <li key={content.id}>
          <ContentCard content={content} terms={terms} priority={index < priorityCount} heading={heading} />
        </li>
      ))}
    </CardList>
  );
}

/** Placeholder cards of the same shape while contents load. */
export function ContentGridSkeleton({
  count = 6,
  columns = CONTENT_COLUMNS,
}: {
  count?: number;
  columns?: Columns;
}) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('common.loading')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns }}
    >
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} variant="outlined" sx={{ display: 'flex', flexDirection: { xs: 'row', sm: 'column' } }}>
          <Skeleton
            variant="rectangular"
            sx={{ width: { xs: 96, sm: '100%' }, height: 'auto', aspectRatio: '1 / 1', flexShrink: 0 }}
          />
          <CardContent sx={{ p: 1.5, flexGrow: 1 }}>
            <Skeleton width="85%" />
            <Skeleton width="35%" />
            <Skeleton width="95%" />
            <Skeleton width="70%" />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
