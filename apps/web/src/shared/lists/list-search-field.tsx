import { useTranslation } from 'react-i18next';
import { SearchField } from '@/shared/ui/search-field';
import type { ListPlace } from './list-place';

interface ListSearchFieldProps {
  place: Pick<ListPlace<never>, 'search'>;
  value: string;
  /** Called once typing pauses, or at once on Enter and on clearing. */
  onSearch: (text: string) => void;
}

/** A list's search field, debounced, suggesting the list's own kind as the visitor types. */
export function ListSearchField({ place: { search }, value, onSearch }: ListSearchFieldProps) {
  const { t } = useTranslation();
  return (
    <SearchField
      value={value}
      onSearch={onSearch}
      label={t(search.keys.label)}
      placeholder={t(search.keys.placeholder)}
      clearLabel={t(search.keys.clear)}
      maxLength={search.maxLength}
      suggest={search.suggest}
    />
  );
}
