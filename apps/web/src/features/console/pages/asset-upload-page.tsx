import { useState } from 'react';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';
import { ErrorState } from '@/shared/ui/error-state';
import { useUploadScopes } from '../api/asset-files';
import { ScopePicker } from '../components/asset-files/scope-picker';
import { UploadDropZone } from '../components/asset-files/upload-drop-zone';
import { UploadList } from '../components/asset-files/upload-list';
import { useAskBeforeClosing } from '../components/use-ask-before-closing';
import { useUploadQueue } from '../components/use-upload-queue';

/**
 * /{locale}/admin/assets/upload: files dropped or chosen become assets in the chosen scopes, each
 * uploaded in a way that survives a dropped connection, with its progress, pause, retry and a
 * link to the asset once it is in.
 */
export function AssetUploadPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const scopes = useUploadScopes();
  const [scopeIds, setScopeIds] = useState<number[]>([]);
  const queue = useUploadQueue();
  useAskBeforeClosing(queue.items.some((item) => ['waiting', 'uploading'].includes(item.state)));
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Link component={RouterLink} to={to('/admin/assets')} sx={{ alignSelf: 'flex-start' }}>
        {t('console.asset_files.back_to_assets')}
      </Link>
      <Typography variant="h5" component="h2">
        {t('console.asset_files.upload.title')}
      </Typography>
      <Typography color="text.secondary">{t('console.asset_files.upload.intro')}</Typography>
      {scopes.isError ? (
        <ErrorState onRetry={() => void scopes.refetch()} />
      ) : scopes.data ? (
        <ScopePicker scopes={scopes.data} value={scopeIds} onChange={setScopeIds} />
      ) : (
        <Skeleton variant="rounded" height={56} />
      )}
      <UploadDropZone onFiles={(files) => queue.add(files, { scopes: scopeIds })} />
      <UploadList
        items={queue.items}
        onPause={queue.pause}
        onResume={queue.resume}
        onRetry={queue.retry}
        onRemove={queue.remove}
      />
    </Stack>
  );
}
