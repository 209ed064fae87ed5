import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConsoleGroup } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useLocalesQuery } from '@/shared/api/portal-locales';
import { useChangeGroup, useCreateGroup } from '../api/users';
import { ConsoleDialog } from './console-dialog';

/**
 * A group made or changed: its code (fixed once made), a name per portal locale (at least one),
 * and whether visitors may choose it when they register.
 */
export function GroupDialog({ group, onClose }: { group: ConsoleGroup | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const locales = useLocalesQuery();
  const create = useCreateGroup();
  const change = useChangeGroup(group?.id ?? 0);
  const [code, setCode] = useState(group?.code ?? '');
  const [names, setNames] = useState<Record<string, string>>(group?.names ?? {});
  const [open, setOpen] = useState(group?.is_public ?? false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const saving = create.isPending || change.isPending;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const filled = Object.fromEntries(
      Object.entries(names)
        .map(([locale, name]) => [locale, name.trim()])
        .filter(([, name]) => name),
    );
    const missing: Record<string, string> = {};
    if (!group && !code.trim()) missing.code = t('validation.required');
    if (Object.keys(filled).length === 0) missing.names = t('console.groups.name_needed');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const done = {
      onSuccess: () => {
        notify(t('console.users.saved'), 'success');
        onClose();
      },
      onError: (error: unknown) => {
        const message = errorMessage(error, t('common.something_went_wrong'));
        if (error instanceof ApiError && error.field) setErrors({ [error.field.split('.')[0]]: message });
        else notify(message, 'error');
      },
    };
    if (group) change.mutate({ names: filled, is_public: open }, done);
    else create.mutate({ code: code.trim(), names: filled, is_public: open }, done);
  };

  return (
    <ConsoleDialog
      titleId="group-title"
      title={group ? t('console.groups.edit_title', { name: group.name }) : t('console.groups.new')}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={saving}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          name="code"
          label={t('console.groups.code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          required={!group}
          disabled={Boolean(group)}
          error={Boolean(errors.code)}
          helperText={errors.code ?? t('console.groups.code_hint')}
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
        {(locales.data ?? []).map((locale) => (
          <TextField
            key={locale.code}
            label={t('console.groups.name_in', { language: locale.title })}
            value={names[locale.code] ?? ''}
            onChange={(e) => setNames((n) => ({ ...n, [locale.code]: e.target.value }))}
            slotProps={{ htmlInput: { maxLength: 100, lang: locale.code.replace('_', '-') } }}
          />
        ))}
        {errors.names && (
          <Typography role="alert" color="error" variant="body2">
            {errors.names}
          </Typography>
        )}
        <FormControlLabel
          control={<Switch checked={open} onChange={(e) => setOpen(e.target.checked)} />}
          label={t('console.groups.open_label')}
        />
      </Stack>
    </ConsoleDialog>
  );
}
