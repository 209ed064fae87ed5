import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazyZodResolver } from '@/shared/forms/zod-resolver';
import type { Report } from '@vitrine/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { FormTextField } from '@/shared/forms/form-text-field';
import { FormStack } from '@/shared/forms/form-stack';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useUser } from '@/shared/session/session-store';
import { useCreateReport } from '../api/create-report';
import { growingRows } from '@/shared/forms/growing-rows';
import type { ReportValues } from './report-schema';

const resolver = lazyZodResolver<ReportValues>(() => import('./report-schema').then((m) => m.ReportSchema));

interface ReportFormProps {
  /** Where to go with the stored report; without it the form empties for the next one. */
  onSent?: (report: Report) => void;
}

/** Title and description; on success a 'Success' notice, then `onSent` or an empty form. */
export function ReportForm({ onSent }: ReportFormProps = {}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const user = useUser();
  const create = useCreateReport();
  const { control, handleSubmit, reset } = useForm<ReportValues>({
    resolver,
    defaultValues: { name: '', description: '' },
    // Spec 5: a required field still empty shows its error once it has been left.
    mode: 'onTouched',
  });

  const submit = (values: ReportValues) =>
    create.mutate(
      { ...values, portal_user: { id: user?.id ?? null } },
      {
        onSuccess: (report) => {
          notify(t('common.success'), 'success');
          if (onSent) onSent(report);
          else reset();
        },
        onError: (error) => notify(errorMessage(error, t('common.something_went_wrong')), 'error'),
      },
    );

  return (
    <FormStack onSubmit={handleSubmit(submit)} busy={create.isPending}>
      <FormTextField control={control} name="name" label={t('reports.name')} required />
      <FormTextField
        control={control}
        name="description"
        label={t('reports.description')}
        required
        {...growingRows(4)}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={create.isPending}>
          {t('reports.submit')}
        </Button>
      </Stack>
    </FormStack>
  );
}
