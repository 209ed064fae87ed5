import type { SxProps, Theme } from '@mui/material/styles';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { ImageBox } from '@/shared/media/image-box';
import { sourceExtension } from '@/shared/cart/cart-item';
import { renditionUrl } from '@/shared/media/rendition-url';
import { thumbnailOf } from '@/shared/media/whole-picture';

interface ContentThumbnailProps {
  /** The content's thumbnail path; null draws the article icon. */
  path: string | null;
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A content's 300x300 thumbnail (spec 9, the asset card preset; a logo or graphic fitted whole),
 * or an article icon without one.
 */
export function ContentThumbnail({ path, priority, sx }: ContentThumbnailProps) {
  const { setup } = usePortalConfig();
  const { options, fit } = thumbnailOf({ ext: sourceExtension(path ?? '') });
  return (
    <ImageBox
      src={renditionUrl(setup.domain, path, options)}
      alt=""
      width={options.width}
      height={options.height}
      fit={fit}
      priority={priority}
      fallback={<ArticleOutlined aria-hidden sx={{ fontSize: 56, color: 'grey.500' }} />}
      sx={sx}
    />
  );
}
