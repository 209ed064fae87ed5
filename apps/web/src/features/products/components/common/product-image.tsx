import type { SxProps, Theme } from '@mui/material/styles';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { ImageBox } from '@/shared/media/image-box';
import { renditionUrl } from '@/shared/media/rendition-url';

interface ProductImageProps {
  path: string | null;
  /** Empty when the image only repeats text beside it. */
  alt: string;
  /** Rendition size asked from the server (spec 9: 300x300 in cards). */
  width: number;
  height: number;
  /** Crop to fill (cards) instead of fitting inside (headers). */
  trim?: boolean;
  loading?: 'lazy' | 'eager';
  /** The box: give it a fixed height or an aspect ratio so nothing shifts while loading. */
  sx?: SxProps<Theme>;
}

/** A product rendition in a fixed box, loaded lazily, with a neutral icon when there is none. */
export function ProductImage({ path, alt, width, height, trim, loading, sx }: ProductImageProps) {
  const { setup } = usePortalConfig();
  return (
    <ImageBox
      src={renditionUrl(setup.domain, path, { width, height, trim })}
      alt={alt}
      width={width}
      height={height}
      fit={trim ? 'cover' : 'contain'}
      loading={loading}
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
