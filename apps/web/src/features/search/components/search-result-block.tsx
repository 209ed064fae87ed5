import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';
import type { SearchSection } from './search-section-types';

/** One section's block: its heading, a link to the full list carrying the text, and the preview. */
export function SearchResultBlock({ section, query }: { section: SearchSection; query: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const title = t(section.titleKey);
  const headingId = `search-${section.id}`;
  const { Preview } = section;
  // Offered until the preview knows there is nothing more (its heading row, so nothing moves).
  const [more, setMore] = useState(true);
  return (
    <Box component="section" aria-labelledby={headingId} data-section={section.id}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1.5 }}
      >
        <Typography id={headingId} variant="h5" component="h2">
          {title}
        </Typography>
        {more && (
          <Button
            component={RouterLink}
            to={to(section.listPath(query))}
            endIcon={<ArrowForward />}
            aria-label={t('search.show_all_in', { section: title })}
          >
            {t('search.show_all')}
          </Button>
        )}
      </Stack>
      <Preview query={query} onMore={setMore} />
    </Box>
  );
}
