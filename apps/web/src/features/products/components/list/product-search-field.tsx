import { useTranslation } from 'react-i18next';
import { SearchField, type SuggestSettings } from '@/shared/ui/search-field';

interface ProductSearchFieldProps {
  value: string;
  /** Called once typing pauses, or at once on Enter and on clearing. */
  onSearch: (text: string) => void;
}

// Products only: choosing one opens its page.
const SUGGEST: SuggestSettings = { sections: ['products'] };

/**
 * Free-text product search (prefix and typo tolerant; SKU and EAN exact), debounced, suggesting
 * products as the visitor types.
 */
export function ProductSearchField({ value, onSearch }: ProductSearchFieldProps) {
  const { t } = useTranslation();
  return (
    <SearchField
      value={value}
      onSearch={onSearch}
      label={t('products.search.label')}
      placeholder={t('products.search.placeholder')}
      clearLabel={t('products.search.clear')}
      suggest={SUGGEST}
    />
  );
}
