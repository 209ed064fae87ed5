import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConsoleAssetBulkDraft } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { DateInput } from '@/shared/dates/date-input';
import { useAssetChoices, useBulkEditAssets } from '../../api/assets';
import { ConsoleDialog } from '../console-dialog';
import { IdPicker } from './id-picker';

/** What the dialog sends: only what was filled in changes; empty fields leave each asset as it is. */
function bulkBody(ids: number[], form: BulkForm): ConsoleAssetBulkDraft {
  const rights: NonNullable<ConsoleAssetBulkDraft['rights']> = {};
  if (form.credit.trim()) rights.credit = form.credit;
  if (form.licence.trim()) rights.licence = form.licence;
  if (form.clearDates) Object.assign(rights, { valid_from: null, valid_until: null });
  else {
    if (form.validFrom) rights.valid_from = form.validFrom;
    if (form.validUntil) rights.valid_until = form.validUntil;
  }
  return {
    ids,
    add_tags: form.addTags,
    remove_tags: form.removeTags,
    add_scopes: form.addScopes,
    remove_scopes: form.removeScopes,
    rights,
  };
}

interface BulkForm {
  addTags: number[];
  removeTags: number[];
  addScopes: number[];
  removeScopes: number[];
  credit: string;
  licence: string;
  validFrom: string;
  validUntil: string;
  clearDates: boolean;
}

const EMPTY: BulkForm = {
  addTags: [],
  removeTags: [],
  addScopes: [],
  removeScopes: [],
  credit: '',
  licence: '',
  validFrom: '',
  validUntil: '',
  clearDates: false,
};

/** Tags, scopes and rights of the checked assets, changed together (all or none). */
export function AssetBulkDialog({
  ids,
  onClose,
  onDone,
}: {
  ids: number[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const choices = useAssetChoices();
  const save = useBulkEditAssets();
  const [form, setForm] = useState<BulkForm>(EMPTY);
  const set = (part: Partial<BulkForm>) => setForm((f) => ({ ...f, ...part }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(bulkBody(ids, form), { onSuccess: onDone });
  };
  const tags = choices.data?.tags ?? [];
  const scopes = choices.data?.scopes ?? [];
  return (
    <ConsoleDialog
      titleId="asset-bulk-title"
      title={t('console.assets.bulk.title', { count: ids.length })}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose}>{t('console.assets.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('console.assets.bulk.apply')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {save.isError && (
          <Alert severity="error">{errorMessage(save.error, t('common.something_went_wrong'))}</Alert>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('console.assets.bulk.hint')}
        </Typography>
        <IdPicker
          label={t('console.assets.bulk.add_tags')}
          choices={tags}
          value={form.addTags}
          onChange={(addTags) => set({ addTags })}
        />
        <IdPicker
          label={t('console.assets.bulk.remove_tags')}
          choices={tags}
          value={form.removeTags}
          onChange={(removeTags) => set({ removeTags })}
        />
        <IdPicker
          label={t('console.assets.bulk.add_scopes')}
          choices={scopes}
          value={form.addScopes}
          onChange={(addScopes) => set({ addScopes })}
        />
        <IdPicker
          label={t('console.assets.bulk.remove_scopes')}
          choices={scopes}
          value={form.removeScopes}
          onChange={(removeScopes) => set({ removeScopes })}
        />
        <TextField
          label={t('console.assets.fields.credit')}
          value={form.credit}
          onChange={(e) => set({ credit: e.target.value })}
        />
        <TextField
          label={t('console.assets.fields.licence')}
          value={form.licence}
          onChange={(e) => set({ licence: e.target.value })}
        />
        {!form.clearDates && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateInput
              kind="date"
              name="bulk_valid_from"
              label={t('console.assets.fields.valid_from')}
              value={form.validFrom}
              onChange={(validFrom) => set({ validFrom })}
            />
            <DateInput
              kind="date"
              name="bulk_valid_until"
              label={t('console.assets.fields.valid_until')}
              value={form.validUntil}
              onChange={(validUntil) => set({ validUntil })}
            />
          </Stack>
        )}
        <FormControlLabel
          control={
            <Checkbox checked={form.clearDates} onChange={(e) => set({ clearDates: e.target.checked })} />
          }
          label={t('console.assets.bulk.clear_dates')}
        />
      </Stack>
    </ConsoleDialog>
  );
}
