import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDrawnByServer } from '@/shared/boot/drawn-by-server';
import { useShowAppWhen } from '@/shared/boot/first-screen';
import { useProgressiveCount } from '@/shared/hooks/use-progressive-count';
import { PageHeading } from '@/shared/ui/page-heading';
import { SearchField } from '@/shared/ui/search-field';
import { useNoteSearch } from '../api/note-search';
import { SearchResultBlock } from '../components/search-result-block';
import type { SearchSection } from '../components/search-section-types';
import { SearchToggles } from '../components/search-toggles';
import { useSearchState } from '../hooks/use-search-state';

/** Typing waits this long before it searches, so a word is one request, not one per letter. */
const TYPING_PAUSE_MS = 250;

/**
 * /{locale}/search (spec 2): a text box, a toggle per section and a preview block per section
 * switched on. The sections come from the app, which takes them from their features.
 */
export function SearchPage({ sections }: { sections: readonly SearchSection[] }) {
  const { t } = useTranslation();
  const [state, update] = useSearchState(sections.map((s) => s.id));
  // A new text replaces the previews' queries; the requests of the old text are left and aborted.
  const onSearch = useCallback((text: string) => update({ query: text }), [update]);
  const shown = sections.filter((section) => !state.off.includes(section.id));
  useNoteSearch(
    state.query,
    shown.map((section) => section.id),
  );
  // The first section is drawn at once, the others a task each (three smaller commits instead of
  // one long one on a phone). The server draws this page whole with its previews' answers, which
  // the app has at once: its page replaces the server's once every section is drawn.
  const drawn = useProgressiveCount(sections.length, useDrawnByServer() ? sections.length : 1, 1);
  useShowAppWhen(drawn === sections.length);
  return (
    <Box>
      <PageHeading>{t('search.title')}</PageHeading>
      <Stack spacing={1} sx={{ mb: 3, maxWidth: 720 }}>
        <SearchField
          value={state.query}
          onSearch={onSearch}
          label={t('search.field.label')}
          placeholder={t('search.field.placeholder')}
          clearLabel={t('search.field.clear')}
          maxLength={200}
          delay={TYPING_PAUSE_MS}
          size="medium"
          autoFocus
        />
        <SearchToggles sections={sections} off={state.off} onChange={(off) => update({ off })} />
      </Stack>
      {shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('search.no_sections')}
        </Typography>
      ) : (
        <Stack spacing={5}>
          {shown
            .filter((section) => sections.indexOf(section) < drawn)
            .map((section) => (
              <SearchResultBlock key={section.id} section={section} query={state.query} />
            ))}
        </Stack>
      )}
    </Box>
  );
}
