import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Form, FormLogRequest } from '@vitrine/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '@/shared/api/api-error';
import { FormTextField } from '@/shared/forms/form-text-field';
import { lazyZodResolver } from '@/shared/forms/zod-resolver';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useAddFormLog } from '../api/add-form-log';
import { growingRows } from '@/shared/forms/growing-rows';

type LogValues = z.infer<typeof FormLogRequest>;
const resolver = lazyZodResolver<LogValues>(() => import('./form-log-schema').then((m) => m.FormLogSchema));

/** A log entry on a form (spec 3 "Form log"): a required description, 'Success' once stored. */
export function FormLogDialog({ form, onClose }: { form: Form; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const add = useAddFormLog();
  const { control, handleSubmit } = useForm<LogValues>({
    resolver,
    defaultValues: { description: '' },
    mode: 'onTouched',
  });
  const submit = (values: LogValues) =>
    add.mutate(
      { formId: form.id, description: values.description },
      {
        onSuccess: () => {
          notify(t('common.success'), 'success');
          onClose();
        },
        onError: (error) => notify(errorMessage(error, t('common.something_went_wrong')), 'error'),
      },
    );

  return (
    <Dialog
      open
      onClose={add.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="form-log-title"
    >
      <Box component="form" noValidate onSubmit={handleSubmit(submit)}>
        <DialogTitle id="form-log-title">{t('forms.log.title')}</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {form.name}
          </Typography>
          <FormTextField
            control={control}
            name="description"
            label={t('forms.log.description')}
            required
            {...growingRows(3)}
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={add.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={add.isPending}>
            {t('forms.log.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
