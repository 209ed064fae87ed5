import type { SxProps, Theme } from '@mui/material/styles';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { ImageBox } from '@/shared/media/image-box';
import { RENDITION_PRESETS, renditionUrl } from '@/shared/media/rendition-url';

interface ProductImageProps {
  path: string | null;
  /** Empty when the image only repeats text beside it. */
  alt: string;
  /** The rendition asked from the server: one of the contract's product presets. */
  preset: 'productCard' | 'productRow' | 'productHeader';
  loading?: 'lazy' | 'eager';
  /** One of the first pictures a visitor waits for: fetched at once and before the others. */
  priority?: boolean;
  /** The box: give it a fixed height or an aspect ratio so nothing shifts while loading. */
  sx?: SxProps<Theme>;
}

/** A product rendition in a fixed box, loaded lazily, with a neutral icon when there is none. */
export function ProductImage({ path, alt, preset, loading, priority, sx }: ProductImageProps) {
  const { setup } = usePortalConfig();
  const rendition = RENDITION_PRESETS[preset];
  // Cropped presets fill their box (cards); the others fit inside it (headers).
  const cropped = 'trim' in rendition && rendition.trim;
  return (
    <ImageBox
      src={renditionUrl(setup.domain, path, rendition)}
      alt={alt}
      width={rendition.width}
      height={rendition.height}
      fit={cropped ? 'cover' : 'contain'}
      loading={loading}
      priority={priority}
      fallback={
        <ImageOutlined
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
          sx={{ fontSize: 48, color: 'grey.400' }}
        />
      }
      sx={sx}
    />
  );
}
