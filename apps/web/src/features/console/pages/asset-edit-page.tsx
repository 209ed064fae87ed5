import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useLocalePath } from '@/shared/locale/locale-context';
import { AssetThumbnail } from '@/shared/media/asset-thumbnail';
import { ErrorState } from '@/shared/ui/error-state';
import { FullPageLoader } from '@/shared/ui/full-page-loader';
import { useAssetChoices, useConsoleAsset } from '../api/assets';
import { AssetEditForm } from '../components/assets/asset-edit-form';

/** /{locale}/admin/assets/:id: one asset's name, texts, rights and links; its file has its own page. */
export function AssetEditPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const id = Number(useParams().id);
  const asset = useConsoleAsset(id);
  const choices = useAssetChoices();
  const failed = asset.error ?? choices.error;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component={RouterLink} to={to('/admin/assets')} startIcon={<ArrowBack />}>
          {t('console.assets.back')}
        </Button>
        <Button
          component={RouterLink}
          to={to(`/admin/assets/${id}/file`)}
          variant="outlined"
          startIcon={<FolderOpenOutlined />}
          sx={{ ml: { sm: 'auto' } }}
        >
          {t('console.assets.file_link')}
        </Button>
      </Stack>
      {failed ? (
        <ErrorState
          message={errorMessage(failed, t('common.something_went_wrong'))}
          onRetry={() => void asset.refetch()}
        />
      ) : !asset.data || !choices.data ? (
        <FullPageLoader />
      ) : (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <AssetThumbnail
              url={asset.data.url}
              ext={asset.data.ext}
              width={asset.data.width}
              height={asset.data.height}
              alt=""
              sx={{ width: 96, height: 96, flexShrink: 0 }}
            />
            <Typography component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
              {`${asset.data.name}.${asset.data.ext}`}
            </Typography>
          </Stack>
          <AssetEditForm asset={asset.data} choices={choices.data} />
        </>
      )}
    </Stack>
  );
}
