import { useTranslation } from 'react-i18next';
import { SearchField, type SuggestSettings } from '@/shared/ui/search-field';

interface AssetSearchFieldProps {
  value: string;
  /** Called once typing pauses, or at once on Enter and on clearing. */
  onSearch: (text: string) => void;
}

// Assets only: choosing one shows it in the library, its preview open.
const SUGGEST: SuggestSettings = { sections: ['assets'] };

/**
 * Search in asset names (every word, anywhere, ignoring case and accents), debounced, suggesting
 * assets as the visitor types.
 */
export function AssetSearchField({ value, onSearch }: AssetSearchFieldProps) {
  const { t } = useTranslation();
  return (
    <SearchField
      value={value}
      onSearch={onSearch}
      label={t('assets.library.search_label')}
      placeholder={t('assets.library.search_placeholder')}
      clearLabel={t('assets.library.search_clear')}
      maxLength={200}
      suggest={SUGGEST}
    />
  );
}
