import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';
import { FormCategories } from '../components/form-builder/form-categories';
import { FormGrid } from '../components/form-builder/form-grid';

/** /{locale}/admin/forms: every form, a new one, and the form categories. */
export function FormsPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.5rem', flex: 1 }}>
          {t('console.forms.title')}
        </Typography>
        <Button component={RouterLink} to={to('/admin/forms/new')} variant="contained">
          {t('console.forms.new')}
        </Button>
      </Stack>
      <FormGrid />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <FormCategories />
      </Paper>
    </Stack>
  );
}
