import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ConsoleAssetInput, type ConsoleAsset, type ConsoleAssetChoices } from '@vitrine/contract';
import { FormProvider, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { zodResolver } from '@/shared/forms/zod-resolver';
import { useSaveAsset } from '../../api/assets';
import { LeaveGuard } from '../leave-guard';
import { fieldErrorText, formValues, type AssetFormValues } from './asset-form';
import { AssetLinksSection } from './asset-links-section';
import { AssetRightsSection } from './asset-rights-section';
import { AssetTextsSection } from './asset-texts-section';

/** The form field a server's refusal names (`tags.2` is the tags picker). */
const formField = (field: string) =>
  field.replace(/^(tags|scopes|products)\.\d+$/, '$1') as FieldPath<AssetFormValues>;

/** An asset's edit form: checked with the contract's schema, saved whole, unsaved changes guarded. */
export function AssetEditForm({ asset, choices }: { asset: ConsoleAsset; choices: ConsoleAssetChoices }) {
  const { t } = useTranslation();
  const codes = choices.locales.map((l) => l.code);
  const form = useForm<AssetFormValues>({
    defaultValues: formValues(asset, codes),
    // The form holds the schema's output shape already (every default filled in).
    resolver: zodResolver(ConsoleAssetInput) as unknown as Resolver<AssetFormValues>,
  });
  const save = useSaveAsset(asset.id);
  const { errors, isDirty } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      (saved) => form.reset(formValues(saved, codes)),
      (error: unknown) => {
        if (error instanceof ApiError && error.field)
          form.setError(
            formField(error.field),
            { type: 'server', message: errorMessage(error, '') },
            { shouldFocus: true },
          );
      },
    ),
  );
  return (
    <FormProvider {...form}>
      <LeaveGuard when={isDirty && !save.isPending} />
      <Stack
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        spacing={2}
        aria-label={t('console.assets.edit_label')}
      >
        {save.isError && (
          <Alert severity="error">{errorMessage(save.error, t('common.something_went_wrong'))}</Alert>
        )}
        {save.isSuccess && !isDirty && <Alert severity="success">{t('console.assets.saved')}</Alert>}
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <TextField
            fullWidth
            required
            label={t('console.assets.fields.name')}
            error={!!errors.name}
            helperText={fieldErrorText(errors.name, t) ?? t('console.assets.name_hint', { ext: asset.ext })}
            {...form.register('name')}
          />
        </Paper>
        <AssetTextsSection locales={choices.locales} />
        <AssetRightsSection state={asset.rights_state} />
        <AssetLinksSection choices={choices} products={asset.products} />
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button type="button" disabled={!isDirty} onClick={() => form.reset()}>
            {t('console.assets.discard')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('console.assets.save')}
          </Button>
        </Stack>
      </Stack>
    </FormProvider>
  );
}
