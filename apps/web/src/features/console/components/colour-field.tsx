import { useId } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { ConsoleSettingsValues } from '@vitrine/contract';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContrastNote } from './contrast-notes';
import { settingsFieldError } from './settings-errors';

type ColourName = `colors.${keyof ConsoleSettingsValues['colors']}`;

/** A ratio as the notes write it: one decimal, rounded down (4.47 is short of 4.5, so never "4.5"). */
function ratioText(ratio: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Math.floor(ratio * 10) / 10,
  );
}

/**
 * A brand colour: the browser's colour picker beside a text field for its hex value, both named,
 * with the portal's contrast rules told as warnings under it (the text field describes them).
 */
export function ColourField({
  control,
  name,
  label,
  notes = [],
}: {
  control: Control<ConsoleSettingsValues>;
  name: ColourName;
  label: string;
  notes?: ContrastNote[];
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const value = String(field.value ?? '');
  const hex = /^#[0-9a-f]{6}$/i.test(value)
    ? value
    : /^#[0-9a-f]{3}$/i.test(value)
      ? `#${[...value.slice(1)].map((d) => d + d).join('')}`
      : '#000000';
  const warnings = notes.map((note) =>
    t(`console.settings.contrast.${note.kind}`, {
      ratio: ratioText(note.ratio, i18n.language),
      minimum: ratioText(note.minimum, i18n.language),
      shade: note.shade ?? '',
    }),
  );
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        value={hex.toLowerCase()}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value)}
        aria-label={t('console.settings.colour_picker', { name: label })}
        sx={{
          flex: 'none',
          width: 56,
          height: 56,
          p: 0.5,
          border: 1,
          borderColor: 'grey.500',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: 'pointer',
        }}
      />
      <TextField
        fullWidth
        id={id}
        label={label}
        name={field.name}
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={!!fieldState.error}
        helperText={
          fieldState.error ? (
            settingsFieldError(t, fieldState.error)
          ) : warnings.length ? (
            <Box component="span" sx={{ display: 'block', color: 'text.primary' }}>
              {warnings.map((warning) => (
                <Box component="span" key={warning} sx={{ display: 'flex', gap: 0.5, mt: 0.25 }}>
                  <WarningAmber fontSize="inherit" sx={{ color: 'warning.dark', mt: '2px' }} aria-hidden />
                  <Typography component="span" variant="caption">
                    {warning}
                  </Typography>
                </Box>
              ))}
            </Box>
          ) : undefined
        }
        slotProps={{ htmlInput: { maxLength: 7, spellCheck: false, autoCapitalize: 'off' } }}
      />
    </Stack>
  );
}
