import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';
import type { FormCategory } from '../lib/form-list';

interface FormCategoryNavProps {
  categories: FormCategory[];
  current: number | null;
}

/** All forms, then one entry per category (/forms/list/{id}); wraps on narrow screens. */
export function FormCategoryNav({ categories, current }: FormCategoryNavProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const entries: { id: number | null; name: string; to: string }[] = [
    { id: null, name: t('forms.all'), to: to('/forms') },
    ...categories.map((c) => ({ id: c.id, name: c.name, to: to(`/forms/list/${c.id}`) })),
  ];
  return (
    <Box
      component="nav"
      aria-label={t('forms.categories')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      {entries.map((entry) => {
        const selected = entry.id === current;
        return (
          <Chip
            key={entry.id ?? 'all'}
            component={RouterLink}
            to={entry.to}
            clickable
            label={entry.name}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-current={selected ? 'page' : undefined}
          />
        );
      })}
    </Box>
  );
}
