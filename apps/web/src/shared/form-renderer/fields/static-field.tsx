import Typography from '@mui/material/Typography';
import type { FormField } from '@vitrine/contract';
import { fieldKind } from '../field-kinds';

/** A title (a heading) or a description (a paragraph): text of the form, nothing to fill in. */
export function StaticField({ field }: { field: FormField }) {
  if (fieldKind(field) === 'title')
    return (
      <Typography variant="h6" component="h2" sx={{ pt: 1 }}>
        {field.name}
      </Typography>
    );
  return (
    <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
      {field.name}
    </Typography>
  );
}
