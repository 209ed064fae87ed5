import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConsoleSettingsValues, type ConsoleSettings } from '@vitrine/contract';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { TRANSLATED } from '@/shared/forms/field-error';
import { FormStack } from '@/shared/forms/form-stack';
import { zodResolver } from '@/shared/forms/zod-resolver';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useSaveSettings } from '../api/settings';
import { LeaveGuard } from './leave-guard';
import { ColoursSection, IdentitySection } from './settings-brand-section';
import { formFieldOf } from './settings-errors';
import { LanguagesSection, TermsSection } from './settings-language-section';
import { AccessSection, MailSection } from './settings-access-section';
import { CatalogueSection } from './settings-catalogue-section';
import { SettingsPreview, type ThemeBuilder } from './settings-preview';

const resolver = zodResolver(ConsoleSettingsValues);

/** The form's values from what the server read: a text field for the terms in every language. */
function formValues(settings: ConsoleSettings): ConsoleSettingsValues {
  const { values, locales } = settings;
  return {
    ...values,
    terms: Object.fromEntries(locales.map((l) => [l.code, values.terms[l.code] ?? ''])),
  } as ConsoleSettingsValues;
}

export interface SettingsFormProps {
  settings: ConsoleSettings;
  buildTheme: ThemeBuilder;
  /** A few of the catalogue's product cards, for the preview. */
  products: ReactNode;
  /** Told after a save, so the portal around the console reads its configuration again. */
  onSaved: () => void;
}

/** Every setting in its section, the preview beside them (below on a phone), saved at once. */
export function SettingsForm({ settings, buildTheme, products, onSaved }: SettingsFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveSettings(onSaved);
  const { control, handleSubmit, reset, setError, formState } = useForm<ConsoleSettingsValues>({
    resolver,
    defaultValues: formValues(settings),
  });

  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        reset(formValues(answer));
        notify(t('console.settings.saved'), 'success');
      },
      onError: (error) => {
        const message = errorMessage(error, t('common.something_went_wrong'));
        if (error instanceof ApiError && error.field) {
          const field = formFieldOf(error.field) as FieldPath<ConsoleSettingsValues>;
          setError(field, { type: TRANSLATED, message }, { shouldFocus: true });
        }
        notify(message, 'error');
      },
    }),
  );

  const sectionProps = { control, settings, locales: settings.locales };
  return (
    <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Grid size={{ xs: 12, md: 7, lg: 8 }}>
        <FormStack onSubmit={submit} busy={save.isPending} spacing={3} aria-label={t('console.settings.tab')}>
          <Typography color="text.secondary">{t('console.settings.intro')}</Typography>
          <IdentitySection control={control} />
          <ColoursSection control={control} />
          <LanguagesSection {...sectionProps} />
          <AccessSection {...sectionProps} />
          <CatalogueSection {...sectionProps} />
          <TermsSection {...sectionProps} />
          <MailSection {...sectionProps} />
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            {formState.isDirty && (
              <Typography variant="body2" role="status" sx={{ mr: 'auto' }}>
                {t('console.settings.unsaved')}
              </Typography>
            )}
            <Button onClick={() => reset()} disabled={!formState.isDirty || save.isPending}>
              {t('console.settings.discard')}
            </Button>
            <Button type="submit" variant="contained" loading={save.isPending}>
              {t('console.settings.save')}
            </Button>
          </Stack>
        </FormStack>
      </Grid>
      <Grid size={{ xs: 12, md: 5, lg: 4 }} sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
        <Box>
          <SettingsPreview control={control} buildTheme={buildTheme} products={products} />
        </Box>
      </Grid>
      <LeaveGuard when={formState.isDirty && !save.isPending} />
    </Grid>
  );
}
