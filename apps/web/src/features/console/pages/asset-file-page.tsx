import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AssetFileDetail } from '@vitrine/contract';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { formatMoment } from '@/shared/format/date-time';
import { formatFileSize } from '@/shared/format/file-size';
import { useLocale, useLocalePath } from '@/shared/locale/locale-context';
import { useNotify } from '@/shared/notifications/notifications-context';
import { ErrorState } from '@/shared/ui/error-state';
import { useAssetFile, useRefreshAssetFile } from '../api/asset-files';
import { AssetVersions } from '../components/asset-files/asset-versions';
import { DeleteAssetDialog } from '../components/asset-files/delete-asset-dialog';
import { UploadDropZone } from '../components/asset-files/upload-drop-zone';
import { UploadList } from '../components/asset-files/upload-list';
import { useUploadQueue } from '../components/use-upload-queue';

/** The current file: its name, type, size, dimensions, when it last changed, and a link to it. */
function CurrentFile({ file }: { file: AssetFileDetail }) {
  const { t } = useTranslation();
  const { segment, language } = useLocale();
  const facts = [
    [t('console.asset_files.file.type'), `${file.ext.toUpperCase()} (${file.mime})`],
    [t('console.asset_files.file.size'), formatFileSize(file.size, language)],
    ...(file.width && file.height
      ? [[t('console.asset_files.file.dimensions'), `${file.width} × ${file.height}`]]
      : []),
    [t('console.asset_files.file.updated'), formatMoment(file.updated_at, segment)],
  ];
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {t('console.asset_files.file.current')}: {file.name}.{file.ext}
      </Typography>
      <Stack
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        {facts.map(([label, value]) => (
          <Stack key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Link href={file.url} target="_blank" rel="noopener" sx={{ alignSelf: 'flex-start' }}>
        {t('console.asset_files.file.open')}
      </Link>
    </Stack>
  );
}

/**
 * /{locale}/admin/assets/:id/file: an asset's file and its earlier versions; a new file replaces
 * it (the asset keeps its id and links, the old file is kept as a version); the asset is deleted
 * from here after a confirmation listing where it is used.
 */
export function AssetFilePage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const notify = useNotify();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const file = useAssetFile(id);
  const refresh = useRefreshAssetFile(id);
  const [deleting, setDeleting] = useState(false);
  // Told in the page, not as a notification: on a phone that would cover the dialog's buttons.
  const queue = useUploadQueue({ onDone: () => void refresh() });
  const replaced = queue.items.some((item) => item.state === 'done');
  const busy = queue.items.some((item) => ['waiting', 'uploading'].includes(item.state));
  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <Link component={RouterLink} to={to(`/admin/assets/${id}`)} sx={{ alignSelf: 'flex-start' }}>
        {t('console.asset_files.back_to_asset')}
      </Link>
      <Typography variant="h5" component="h2">
        {t('console.asset_files.file.title')}
      </Typography>
      {file.isError ? (
        <ErrorState
          message={errorMessage(file.error, t('common.something_went_wrong'))}
          onRetry={() => void file.refetch()}
        />
      ) : !file.data ? (
        <Skeleton variant="rounded" height={160} />
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <CurrentFile file={file.data} />
          </Paper>
          <section aria-labelledby="replace-title">
            <Typography id="replace-title" variant="h6" component="h3">
              {t('console.asset_files.file.replace')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('console.asset_files.file.replace_hint')}
            </Typography>
            <UploadDropZone single disabled={busy} onFiles={(files) => queue.add(files, { asset: id })} />
            <UploadList
              items={queue.items}
              onPause={queue.pause}
              onResume={queue.resume}
              onRetry={queue.retry}
              onRemove={queue.remove}
            />
            {replaced && (
              <Alert severity="success" sx={{ mt: 1 }}>
                {t('console.asset_files.file.replaced')}
              </Alert>
            )}
          </section>
          <AssetVersions versions={file.data.versions} />
          <Button
            color="error"
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => setDeleting(true)}
          >
            {t('console.asset_files.delete.button')}
          </Button>
          {deleting && (
            <DeleteAssetDialog
              id={id}
              name={`${file.data.name}.${file.data.ext}`}
              onClose={() => setDeleting(false)}
              onDeleted={() => {
                notify(t('console.asset_files.delete.done'), 'success');
                void navigate(to('/admin/assets'));
              }}
            />
          )}
        </>
      )}
    </Stack>
  );
}
