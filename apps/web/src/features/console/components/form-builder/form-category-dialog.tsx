import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConsoleFormCategory } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useLocalesQuery } from '@/shared/api/portal-locales';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useSaveFormCategory } from '../../api/forms';
import { ConsoleDialog } from '../console-dialog';

/** A form category made or renamed: a name per portal language (at least one). */
export function FormCategoryDialog({
  category,
  onClose,
}: {
  category: ConsoleFormCategory | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const locales = useLocalesQuery();
  const save = useSaveFormCategory(category?.id ?? null);
  const [names, setNames] = useState<Record<string, string>>(category?.names ?? {});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const filled = Object.fromEntries(
      Object.entries(names)
        .map(([locale, name]) => [locale, name.trim()])
        .filter(([, name]) => name),
    );
    if (Object.keys(filled).length === 0) return setProblem(t('console.forms.errors.needs_name'));
    save.mutate(
      { names: filled, position: category?.position ?? 0 },
      {
        onSuccess: () => {
          notify(t('console.forms.saved'), 'success');
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error, t('common.something_went_wrong'))),
      },
    );
  };

  return (
    <ConsoleDialog
      titleId="form-category-title"
      title={
        category ? t('console.forms.edit_named', { name: category.name }) : t('console.forms.new_category')
      }
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {(locales.data ?? []).map((locale) => (
          <TextField
            key={locale.code}
            label={t('console.forms.name_in', { language: locale.title })}
            value={names[locale.code] ?? ''}
            onChange={(e) => setNames((n) => ({ ...n, [locale.code]: e.target.value }))}
            slotProps={{ htmlInput: { maxLength: 300, lang: locale.code.replace('_', '-') } }}
          />
        ))}
        {problem && (
          <Typography role="alert" color="error" variant="body2">
            {problem}
          </Typography>
        )}
      </Stack>
    </ConsoleDialog>
  );
}
