import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { PageHeading } from './page-heading';

/** Heading plus empty text, for screens whose feature arrives later; keeps every route navigable. */
export function PlaceholderPage({ titleKey, emptyKey }: { titleKey: string; emptyKey?: string }) {
  const { t } = useTranslation();
  return (
    <Box component="section">
      <PageHeading>{t(titleKey)}</PageHeading>
      <EmptyState textKey={emptyKey} />
    </Box>
  );
}
