import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Download from '@mui/icons-material/Download';
import type { Asset } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';

interface DownloadOriginalProps {
  asset: Pick<Asset, 'name' | 'secured_url'>;
  /** An icon on cards and small screens, a labelled button elsewhere. */
  variant?: 'icon' | 'button';
}

/** The original file through its signed link, which the server sends as an attachment. */
export function DownloadOriginal({ asset, variant = 'icon' }: DownloadOriginalProps) {
  const { t } = useTranslation();
  if (variant === 'button')
    return (
      <Button component="a" href={asset.secured_url} download startIcon={<Download />}>
        {t('assets.library.download')}
      </Button>
    );
  return (
    <Tooltip title={t('assets.library.download')}>
      <IconButton
        component="a"
        href={asset.secured_url}
        download
        aria-label={t('assets.library.download_named', { name: asset.name })}
      >
        <Download />
      </IconButton>
    </Tooltip>
  );
}
