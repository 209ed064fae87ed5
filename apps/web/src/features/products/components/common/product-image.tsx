import { useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { usePortalConfig } from '@/shared/config/portal-config-context';
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
export function ProductImage({ path, alt, width, height, trim, loading = 'lazy', sx }: ProductImageProps) {
  const { setup } = usePortalConfig();
  const src = renditionUrl(setup.domain, path, { width, height, trim });
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <Box
      sx={[
        {
          position: 'relative',
          overflow: 'hidden',
          bgcolor: 'grey.100',
          display: 'grid',
          placeItems: 'center',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {broken ? (
        <ImageOutlined
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
          sx={{ fontSize: 48, color: 'grey.400' }}
        />
      ) : (
        <Box
          component="img"
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={loading}
          decoding="async"
          onError={() => setFailed(src)}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: trim ? 'cover' : 'contain',
          }}
        />
      )}
    </Box>
  );
}
