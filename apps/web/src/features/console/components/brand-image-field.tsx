import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Upload from '@mui/icons-material/Upload';
import { BRAND_IMAGE_TYPES, type BrandImageKind, type ConsoleSettingsValues } from '@vitrine/contract';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { uploadBrandImage } from '../api/settings';
import { settingsFieldError } from './settings-errors';

/**
 * The logo or the favicon: its address on the portal, which an upload fills in (the file is checked
 * and stored by the server at once, and used once the settings are saved), with the image beside it.
 */
export function BrandImageField({
  control,
  kind,
}: {
  control: Control<ConsoleSettingsValues>;
  kind: BrandImageKind;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: kind });
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const label = t(`console.settings.${kind}`);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setProblem(null);
    setDone(false);
    try {
      field.onChange((await uploadBrandImage(kind, file)).url);
      setDone(true);
    } catch (error) {
      setProblem(errorMessage(error, t('common.something_went_wrong')));
    } finally {
      setUploading(false);
    }
  };

  const helper =
    problem ??
    settingsFieldError(t, fieldState.error) ??
    (done ? t('console.settings.uploaded') : t(`console.settings.${kind}_hint`));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <Box
        sx={{
          flex: 'none',
          width: kind === 'logo' ? 160 : 56,
          height: 56,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'grey.50',
        }}
      >
        {field.value && (
          <Box
            component="img"
            src={field.value}
            alt=""
            sx={{ maxWidth: '90%', maxHeight: kind === 'logo' ? 44 : 32, objectFit: 'contain' }}
          />
        )}
      </Box>
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
        <TextField
          fullWidth
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!problem || !!fieldState.error}
          helperText={helper}
          slotProps={{ htmlInput: { maxLength: 500, spellCheck: false } }}
        />
        <Box>
          {/* The button opens the file chooser; the input itself stays out of the tab order. */}
          <Button
            variant="outlined"
            startIcon={<Upload />}
            loading={uploading}
            onClick={() => picker.current?.click()}
          >
            {t(`console.settings.upload_${kind}`)}
          </Button>
          <input
            ref={picker}
            type="file"
            hidden
            tabIndex={-1}
            aria-hidden
            accept={BRAND_IMAGE_TYPES[kind].join(',')}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Box>
      </Stack>
    </Stack>
  );
}
