import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import UploadFile from '@mui/icons-material/UploadFile';
import { FORM_FILE_TYPES } from '@vitrine/contract';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldName } from '../field-kinds';
import { ChoiceGroup } from './choice-group';
import type { FieldProps } from './field-props';

/** The pictures and PDF documents the upload and file fields take. */
const ACCEPT = Object.entries(FORM_FILE_TYPES)
  .flatMap(([type, extensions]) => [type, ...extensions.map((e) => `.${e}`)])
  .join(',');

/** A file chooser showing the chosen file's name, which can be taken back. */
export function FileField({ field, control }: FieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const { field: controlled, fieldState } = useController({ control, name: fieldName(field) });
  const { ref, ...bound } = controlled;
  const file = bound.value instanceof File ? bound.value : null;
  return (
    <ChoiceGroup field={field} name={bound.name} state={fieldState}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFile />}>
          {t('forms.field.choose_file')}
          <input
            id={inputId}
            ref={ref}
            name={bound.name}
            type="file"
            accept={ACCEPT}
            aria-labelledby={`${bound.name}-label`}
            hidden
            onChange={(event) => {
              bound.onChange(event.target.files?.[0] ?? null);
              bound.onBlur();
              // The same file can be chosen again after being taken back.
              event.target.value = '';
            }}
          />
        </Button>
        <Typography
          variant="body2"
          color={file ? 'text.primary' : 'text.secondary'}
          sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
          data-testid="chosen-file"
        >
          {file ? file.name : t('forms.field.no_file')}
        </Typography>
        {file && (
          <IconButton
            size="small"
            aria-label={t('forms.field.remove_file', { name: file.name })}
            onClick={() => {
              bound.onChange(null);
              bound.onBlur();
            }}
          >
            <Close fontSize="small" />
          </IconButton>
        )}
      </Box>
    </ChoiceGroup>
  );
}
