import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ConsoleFormCategory, ConsoleFormDetail, Locale } from '@vitrine/contract';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale, useLocalePath } from '@/shared/locale/locale-context';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useSaveForm } from '../../api/forms';
import { LeaveGuard } from '../leave-guard';
import { AudienceSection } from './audience-section';
import { AvailabilitySection } from './availability-section';
import { checkBody, serverProblem, type BuilderProblem } from './builder-errors';
import { BuilderHeading } from './builder-heading';
import { BuilderPreview } from './builder-preview';
import { emptyBuilder, toBody, toValues, type BuilderValues } from './builder-values';
import { DeleteFormButton } from './delete-form-button';
import { FieldList } from './field-list';
import { SettingsSection } from './settings-section';

interface FormBuilderProps {
  stored: ConsoleFormDetail | null;
  locales: Locale[];
  categories: ConsoleFormCategory[];
}

/** Focus goes to the first input marked wrong, once the marks are drawn. */
const focusFirstProblem = () =>
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>('#form-builder [aria-invalid="true"]')?.focus(),
  );

/**
 * A form built or changed: settings, fields, availability and audience on the left, the live
 * preview beside them (below on a phone). The contract judges it before it is sent, the server
 * again; every problem is marked at its input, in the reader's language.
 */
export function FormBuilder({ stored, locales, categories }: FormBuilderProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const to = useLocalePath();
  const methods = useForm<BuilderValues>({ defaultValues: stored ? toValues(stored) : emptyBuilder() });
  const { control, handleSubmit, setError, clearErrors, reset, formState } = methods;
  const values = useWatch({ control }) as BuilderValues;
  const save = useSaveForm(stored?.id ?? null);
  const [created, setCreated] = useState<number | null>(null);
  const reading = useLocale().code;
  // The reader's own locale first, else the portal's default.
  const [locale, setLocale] = useState(
    () => (locales.find((l) => l.code === reading) ?? locales.find((l) => l.default) ?? locales[0]).code,
  );
  const current = locales.find((l) => l.code === locale) ?? locales[0];

  // A new form, once saved and no longer "changed", moves to its own address.
  useEffect(() => {
    if (created !== null && !formState.isDirty)
      void navigate(to(`/admin/forms/${created}`), { replace: true });
  }, [created, formState.isDirty, navigate, to]);

  const mark = (problems: BuilderProblem[]) => {
    for (const { path, message } of problems)
      setError((path === 'fields' ? 'root' : path) as FieldPath<BuilderValues>, {
        type: 'contract',
        message,
      });
    focusFirstProblem();
  };

  const submit = (submitted: BuilderValues) => {
    clearErrors();
    const body = toBody(submitted);
    const problems = checkBody(body, t);
    if (problems.length) return mark(problems);
    save.mutate(body, {
      onSuccess: (saved) => {
        reset(toValues(saved));
        notify(t('console.forms.saved'), 'success');
        if (!stored) setCreated(saved.id);
      },
      onError: (error) => mark([serverProblem(error, t)]),
    });
  };

  return (
    <FormProvider {...methods}>
      <LeaveGuard when={formState.isDirty && !save.isPending && created === null} />
      <BuilderHeading
        title={
          stored
            ? t('console.forms.edit_title', {
                name: stored.names[current.code] ?? Object.values(stored.names)[0] ?? '',
              })
            : t('console.forms.new_title')
        }
        locale={locale}
        locales={locales}
        onLocale={setLocale}
      />
      {stored && stored.results > 0 && (
        <Alert severity="info">{t('console.forms.has_results', { count: stored.results })}</Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <Box
          component="form"
          id="form-builder"
          noValidate
          onSubmit={handleSubmit(submit)}
          aria-labelledby="builder-settings-title"
        >
          <Stack spacing={3}>
            <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
              <SettingsSection locale={current} locales={locales} categories={categories} />
            </Paper>
            <FieldList locale={current} locales={locales} />
            <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
              <AvailabilitySection />
            </Paper>
            <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
              <AudienceSection />
            </Paper>
            {formState.errors.root?.message && (
              <Alert severity="error">{formState.errors.root.message}</Alert>
            )}
            {Object.keys(formState.errors).length > 0 && !formState.errors.root && (
              <Alert severity="error">{t('console.forms.fix_marked')}</Alert>
            )}
            <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" loading={save.isPending}>
                {t('common.save')}
              </Button>
              {stored && <DeleteFormButton form={stored} />}
            </Stack>
          </Stack>
        </Box>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 96 }, alignSelf: 'start' }}>
          <BuilderPreview values={values} locale={current.code} />
        </Box>
      </Box>
    </FormProvider>
  );
}
