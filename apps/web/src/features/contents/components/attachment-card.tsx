import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { sourceExtension } from '@/shared/cart/cart-item';
import { CartToggle } from '@/shared/cart/cart-toggle';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { FileIcon } from '@/shared/media/asset-thumbnail';
import { ImageBox } from '@/shared/media/image-box';
import { fileUrl, renditionUrl } from '@/shared/media/rendition-url';
import { thumbnailOf } from '@/shared/media/whole-picture';
import type { AttachmentFile } from '../lib/attachments';

/**
 * One attachment of a content: its 300x300 thumbnail (or a file icon), the name, and buttons that
 * open the file in a new tab and put it into the download cart, as asset cards do.
 */
export function AttachmentCard({ file }: { file: AttachmentFile }) {
  const { t } = useTranslation();
  const { setup } = usePortalConfig();
  // Judged by the picture drawn (a document's page, a logo), which may be another file than the one offered.
  const { options, fit } = thumbnailOf({ ext: sourceExtension(file.preview ?? '') || file.ext });
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <ImageBox
        src={renditionUrl(setup.domain, file.preview, options)}
        alt=""
        width={options.width}
        height={options.height}
        fit={fit}
        fallback={<FileIcon ext={file.ext} />}
        sx={{ aspectRatio: '1 / 1', width: '100%' }}
      />
      <CardContent sx={{ p: 1.5, flexGrow: 1, '&:last-child': { pb: 1 } }}>
        <Typography component="h3" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
          {file.name}
        </Typography>
        {file.ext && (
          <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase' }}>
            {file.ext}
          </Typography>
        )}
      </CardContent>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, px: 0.5, pb: 0.5 }}>
        <CartToggle asset={file} />
        <Tooltip title={t('contents.attachments.open')}>
          <IconButton
            component="a"
            href={fileUrl(setup.domain, file.url)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('contents.attachments.open_named', { name: file.name })}
          >
            <OpenInNew />
          </IconButton>
        </Tooltip>
      </Box>
    </Card>
  );
}
