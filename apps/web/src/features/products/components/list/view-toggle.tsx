import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import GridView from '@mui/icons-material/GridView';
import TableRows from '@mui/icons-material/TableRows';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '../../lib/list-query-state';

interface ViewToggleProps {
  view: ProductView;
  onChange: (view: ProductView) => void;
}

/** Cards or grid (a table of the grid columns); the caller hides it on small screens (spec 2). */
export function ViewToggle({ view, onChange }: ViewToggleProps) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      onChange={(_event, next: ProductView | null) => next && onChange(next)}
      aria-label={t('products.view.label')}
    >
      <ToggleButton value="cards" aria-label={t('products.view.cards')} title={t('products.view.cards')}>
        <GridView fontSize="small" />
      </ToggleButton>
      <ToggleButton value="grid" aria-label={t('products.view.grid')} title={t('products.view.grid')}>
        <TableRows fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
