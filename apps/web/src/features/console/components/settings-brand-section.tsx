import { useMemo } from 'react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { BRAND_COLOR_KEYS, type ConsoleSettingsValues } from '@vitrine/contract';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/shared/ui/section-card';
import { BrandImageField } from './brand-image-field';
import { ColourField } from './colour-field';
import { contrastNotes } from './contrast-notes';
import { SettingsTextField } from './settings-text-field';

type Props = { control: Control<ConsoleSettingsValues> };

/** The portal's name, description, logo and favicon. */
export function IdentitySection({ control }: Props) {
  const { t } = useTranslation();
  return (
    <SectionCard id="settings-identity" title={t('console.settings.sections.identity')}>
      <Stack spacing={2.5}>
        <SettingsTextField
          control={control}
          name="title"
          label={t('console.settings.title')}
          required
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <SettingsTextField
          control={control}
          name="description"
          label={t('console.settings.description')}
          helperText={t('console.settings.description_hint')}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        <BrandImageField control={control} kind="logo" />
        <BrandImageField control={control} kind="favicon" />
      </Stack>
    </SectionCard>
  );
}

/** The brand colours, each with the contrast the portal's rules find short told beside it. */
export function ColoursSection({ control }: Props) {
  const { t } = useTranslation();
  const colors = useWatch({ control, name: 'colors' });
  const notes = useMemo(() => contrastNotes(colors), [colors]);
  return (
    <SectionCard id="settings-colours" title={t('console.settings.sections.colours')}>
      <Grid container spacing={2.5}>
        {BRAND_COLOR_KEYS.map((key) => (
          <Grid key={key} size={{ xs: 12, lg: 6 }}>
            <ColourField
              control={control}
              name={`colors.${key}`}
              label={t(`console.settings.colours.${key}`)}
              notes={notes[key]}
            />
          </Grid>
        ))}
      </Grid>
    </SectionCard>
  );
}
