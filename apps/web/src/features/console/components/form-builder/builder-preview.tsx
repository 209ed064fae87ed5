import { useMemo } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from '@/shared/form-renderer/form-renderer';
import { useNotify } from '@/shared/notifications/notifications-context';
import type { BuilderValues } from './builder-values';
import { toPreviewForm } from './preview-form';

/**
 * The form as a visitor will see it, drawn by the visitor's own form component in the language
 * being edited; it can be filled in and checked, and sends nothing.
 */
export function BuilderPreview({ values, locale }: { values: BuilderValues; locale: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const form = useMemo(() => toPreviewForm(values, locale), [values, locale]);
  // A new shape (a field added, moved, retyped) starts the preview afresh; a text edit does not.
  const shape = form.fields
    .map((f) => `${f.id}:${f.field_type}:${f.is_required}:${f.min}:${f.max}:${f.options.length}`)
    .join('|');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="builder-preview-title"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography id="builder-preview-title" variant="h6" component="h2">
        {t('console.forms.preview')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('console.forms.preview_hint')}
      </Typography>
      <Typography variant="h5" component="p" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {form.name || t('console.forms.untitled')}
      </Typography>
      <FormRenderer
        key={shape}
        form={{ ...form, name: form.name || t('console.forms.untitled') }}
        onSubmit={() => notify(t('console.forms.preview_sent'), 'info')}
      />
    </Paper>
  );
}
