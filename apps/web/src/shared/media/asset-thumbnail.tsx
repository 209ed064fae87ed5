import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { hasThumbnail, isVideo } from '@/shared/cart/cart-item';
import { ImageBox } from './image-box';
import { renditionUrl, THUMBNAIL } from './rendition-url';

interface AssetThumbnailProps {
  /** The asset's rendition path (its `url`). */
  url: string;
  /** Lower-case file extension: decides between a thumbnail and an icon. */
  ext: string;
  /** Empty when a name next to the picture already says what it is. */
  alt: string;
  /** One of the first pictures a visitor waits for: fetched at once and before the others. */
  priority?: boolean;
  /** The box: give it a fixed size or an aspect ratio so nothing shifts while loading. */
  sx?: SxProps<Theme>;
}

/** A placeholder for files without a picture: a file or film icon with the extension under it. */
export function FileIcon({ ext, label }: { ext: string; label?: string }) {
  const Icon = isVideo(ext) ? MovieOutlined : InsertDriveFileOutlined;
  return (
    <Box
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      sx={{ display: 'grid', justifyItems: 'center', gap: 0.5, color: 'text.secondary' }}
    >
      <Icon aria-hidden sx={{ fontSize: 56, color: 'grey.500' }} />
      <Typography variant="caption" aria-hidden sx={{ textTransform: 'uppercase', fontWeight: 600 }}>
        {ext || '?'}
      </Typography>
    </Box>
  );
}

/**
 * An asset's 300x300 thumbnail (spec 9: cropped PNG) in a fixed box, loaded lazily; files without
 * a valid thumbnail extension, and pictures that fail, show the generic file icon instead.
 */
export function AssetThumbnail({ url, ext, alt, priority, sx }: AssetThumbnailProps) {
  const { setup } = usePortalConfig();
  const src = hasThumbnail(ext) ? renditionUrl(setup.domain, url, THUMBNAIL) : null;
  return (
    <ImageBox
      src={src}
      alt={alt}
      width={THUMBNAIL.width}
      height={THUMBNAIL.height}
      fit="cover"
      priority={priority}
      fallback={<FileIcon ext={ext} label={alt} />}
      sx={sx}
    />
  );
}
