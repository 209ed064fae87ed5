import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { hasThumbnail, isVideo } from '@/shared/cart/cart-item';
import { ImageBox } from './image-box';
import { renditionUrl } from './rendition-url';
import { thumbnailOf } from './whole-picture';

interface AssetThumbnailProps {
  /** The asset's rendition path (its `url`). */
  url: string;
  /** Lower-case file extension: decides between a thumbnail and an icon, cropped or whole. */
  ext: string;
  /** The picture's own size, when known: one far from square is shown whole. */
  width?: number | null;
  height?: number | null;
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
 * An asset's 300x300 thumbnail (spec 9: cropped PNG) in a fixed box, loaded lazily; logos,
 * graphics, documents' pages and pictures far from square are fitted whole instead, so no text or
 * subject is cut. Files without a valid thumbnail extension, and pictures that fail, show the
 * generic file icon instead.
 */
export function AssetThumbnail({ url, ext, width, height, alt, priority, sx }: AssetThumbnailProps) {
  const { setup } = usePortalConfig();
  const { options, fit } = thumbnailOf({ ext, width, height });
  const src = hasThumbnail(ext) ? renditionUrl(setup.domain, url, options) : null;
  return (
    <ImageBox
      src={src}
      alt={alt}
      width={options.width}
      height={options.height}
      fit={fit}
      priority={priority}
      fallback={<FileIcon ext={ext} label={alt} />}
      sx={sx}
    />
  );
}
