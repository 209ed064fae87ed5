import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useLocale } from '@/shared/locale/locale-context';
import { useNotify } from '@/shared/notifications/notifications-context';
import { getUser } from '@/shared/session/session-store';
import { ErrorState } from '@/shared/ui/error-state';
import { useExportTemplates } from '../../api/get-export-templates';
import { usePrepareExport, type ExportRequest } from '../../api/prepare-export';
import type { ProductListParams } from '../../lib/product-request';

interface ExportDialogProps {
  /** The list call: its search, sort, columns and filters (grid filter, category, chosen values). */
  params: ProductListParams;
  /** Selected product ids, sent as identifiers; none exports all that match. */
  selected: ReadonlySet<number>;
  /** Products the export covers when nothing is selected. */
  total: number | undefined;
  onClose: () => void;
}

/**
 * Spec 4 "Export flow": choose a template, 'prepare download' (busy with a spinner), then the
 * download link appears. A failure shows 'something went wrong' and ends the busy state.
 */
export function ExportDialog({ params, selected, total, onClose }: ExportDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const templates = useExportTemplates(true);
  const prepare = usePrepareExport();
  const [templateId, setTemplateId] = useState<number | ''>('');
  const { code } = useLocale();
  const request: Omit<ExportRequest, 'templateId'> = {
    authorization: getUser()?.token ?? null,
    locale: code,
    order: params.order,
    orderdir: params.orderdir,
    search: params.search,
    attributes: params.attributes,
    filters: params.filters ?? {},
    identifiers: [...selected],
  };

  const choose = (value: string) => {
    setTemplateId(value === '' ? '' : Number(value));
    prepare.reset();
  };
  const start = () => {
    if (templateId === '') return;
    prepare.mutate(
      { ...request, templateId },
      { onError: () => notify(t('common.something_went_wrong'), 'error') },
    );
  };

  let picker;
  if (templates.isPending) picker = <Skeleton variant="rounded" height={56} />;
  else if (templates.isError)
    picker = (
      <ErrorState message={errorMessage(templates.error, '')} onRetry={() => void templates.refetch()} />
    );
  else if (templates.data.length === 0)
    picker = <Alert severity="info">{t('products.export.no_templates')}</Alert>;
  else
    picker = (
      <TextField
        select
        fullWidth
        label={t('products.export.template')}
        value={templateId === '' ? '' : String(templateId)}
        onChange={(event) => choose(event.target.value)}
        disabled={prepare.isPending}
      >
        {templates.data.map((template) => (
          <MenuItem key={template.id} value={String(template.id)}>
            {template.name}
          </MenuItem>
        ))}
      </TextField>
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="product-export-title">
      <DialogTitle id="product-export-title">{t('products.export.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {selected.size > 0
              ? t('products.export.selected_scope', { count: selected.size })
              : t('products.export.all_scope', { count: total ?? 0 })}
          </DialogContentText>
          {picker}
          <Stack role="status" aria-live="polite" sx={{ minHeight: 40, justifyContent: 'center' }}>
            {prepare.isPending && (
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <CircularProgress size={24} aria-hidden />
                <Typography>{t('products.export.preparing')}</Typography>
              </Stack>
            )}
            {prepare.isSuccess && (
              <Button
                component="a"
                href={prepare.data.url}
                download
                variant="contained"
                color="success"
                startIcon={<Download />}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('products.export.download')}
              </Button>
            )}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button
          variant="contained"
          onClick={start}
          disabled={templateId === '' || prepare.isPending || prepare.isSuccess}
          loading={prepare.isPending}
        >
          {t('products.export.prepare')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
