import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface ImageBoxProps {
  /** The picture's address; null shows the fallback straight away. */
  src: string | null;
  /** Empty when the picture only repeats text beside it. */
  alt: string;
  /** The picture's intrinsic size, so the browser reserves its shape. */
  width: number;
  height: number;
  /** Crop to fill the box, or fit inside it. */
  fit: 'cover' | 'contain';
  loading?: 'lazy' | 'eager';
  /** One of the first pictures a visitor waits for: fetched at once and before the others. */
  priority?: boolean;
  /** Shown instead of the picture when there is none or it fails to load. */
  fallback: ReactNode;
  /** The box: give it a fixed size or an aspect ratio so nothing shifts while loading. */
  sx?: SxProps<Theme>;
}

/** A picture in a fixed grey box, decoded off the main thread, with a fallback when it cannot be shown. */
export function ImageBox({
  src,
  alt,
  width,
  height,
  fit,
  loading = 'lazy',
  priority = false,
  fallback,
  sx,
}: ImageBoxProps) {
  // Remembers which address failed, so a new src gets its own chance.
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
        fallback
      ) : (
        <Box
          component="img"
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : loading}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(src)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: fit }}
        />
      )}
    </Box>
  );
}
